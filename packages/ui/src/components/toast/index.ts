export { Toast, type ToastData, type ToastTone, type ToastProps } from "./toast.tsx";
export { ToastContainer, type ToastContainerProps } from "./toast-container.tsx";
export { useToastQueue } from "./use-toast-queue.ts";
