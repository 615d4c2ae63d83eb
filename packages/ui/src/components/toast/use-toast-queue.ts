import { useCallback, useRef, useState } from "react";
import { type ToastData } from "./toast.tsx";

/**
 * Local state for a ToastContainer: `show` adds a toast and returns its id,
 * `dismiss` removes one. Apps driven by a store can skip this and pass their own list.
 */
export function useToastQueue() {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const counter = useRef(0);
  const show = useCallback((toast: Omit<ToastData, "id"> & { id?: string }) => {
    counter.current += 1;
    const id = toast.id ?? `toast-${counter.current}`;
    setToasts((list) => [...list.filter((t) => t.id !== id), { ...toast, id }]);
    return id;
  }, []);
  const dismiss = useCallback(
    (id: string) => setToasts((list) => list.filter((t) => t.id !== id)),
    [],
  );
  const clear = useCallback(() => setToasts([]), []);
  return { toasts, show, dismiss, clear };
}
