export { ErrorScreen, type ErrorScreenProps, type HomeActionProps } from "./error-screen.tsx";
