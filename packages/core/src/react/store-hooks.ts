import { useDispatch, useSelector } from "react-redux";
import type { AppDispatch } from "../store/make-store.ts";
import type { RootState } from "../store/root-reducer.ts";

/** `useDispatch` typed with the core store's dispatch. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed with the core store's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
