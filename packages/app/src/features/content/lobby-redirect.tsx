import { Navigate, useLocation } from "react-router";

/**
 * `/lobby`: the spec's "empty placeholder". A player who follows an old or shared `/lobby` link
 * expects the lobby, so it is replaced by `/`, keeping the query (`?type=slots`, `?open-bonus=`,
 * a bonus code) and the fragment.
 */
export function LobbyRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: "/", search, hash }} replace />;
}
