export { Toast, type ToastData, type ToastTone, type ToastProps } from "./toast";
export { ToastContainer, type ToastContainerProps } from "./toast-container";
export { useToastQueue } from "./use-toast-queue";
