export { FullScreen, type FullScreenProps } from "./full-screen.tsx";
