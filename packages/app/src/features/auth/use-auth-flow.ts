import { selectAuthError, selectAuthPending } from "@casino/core";
import { useAppDispatch, useAppSelector } from "@casino/core/react";

/**
 * The core's sign-in flow as its forms use it: `dispatch` for their submissions, whether one
 * runs (`pending`) and the last one's failure (`error`).
 */
export function useAuthFlow() {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectAuthPending);
  const error = useAppSelector(selectAuthError);
  return { dispatch, pending, error };
}
