export { SplashScreen, type SplashScreenProps } from "./splash-screen.tsx";
