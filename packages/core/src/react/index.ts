/**
 * `@casino/core/react`: the React binding of the core's store and RTK Query API, the one place in
 * core that imports `react` / `react-redux` (eslint allows it here only). Arguments and results are
 * inferred from the endpoints, so a screen never writes them by hand.
 */
export { useAppDispatch, useAppSelector } from "./store-hooks.ts";
export {
  useMutation,
  useQuery,
  type MutationResult,
  type MutationState,
  type QueryEndpoint,
  type QueryOptions,
  type QueryState,
} from "./endpoint-hooks.ts";
