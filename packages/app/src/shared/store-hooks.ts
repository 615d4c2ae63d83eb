import { useDispatch, useSelector, useStore } from "react-redux";
import type { AppDispatch, AppStore, RootState } from "@casino/core";

/** `useDispatch` typed with the core store's dispatch. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed with the core store's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useStore` typed with the core store. */
export const useAppStore = useStore.withTypes<AppStore>();
