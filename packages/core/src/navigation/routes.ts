/** The lobby route. */
export const LOBBY_PATH = "/";
/** Shown to visitors from blocked countries (rule 1). */
export const NOT_AVAILABLE_PATH = "/not-available";
/** After social login without a usable e-mail. */
export const UPDATE_EMAIL_PATH = "/login/update-email";
/** After registration when e-mail verification is enabled. */
export const WELCOME_PATH = "/sign-up/welcome";

/** Routes only a signed-in player may open. */
export const authOnlyPrefixes = [
  "/profile",
  "/inboxes",
  "/transaction-history",
  "/gaming-history",
  "/prizes",
  "/vip-program",
] as const;

/** Routes only a guest may open. */
export const guestOnlyPaths = ["/login", "/sign-up", "/sign-up/welcome"] as const;

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Whether `pathname` is a signed-in-only route (rule 8). */
export function isAuthOnlyPath(pathname: string): boolean {
  const path = normalise(pathname);
  return authOnlyPrefixes.some((prefix) => matchesPrefix(path, prefix));
}

/** Whether `pathname` is a guest-only route (rule 8). */
export function isGuestOnlyPath(pathname: string): boolean {
  const path = normalise(pathname);
  return (guestOnlyPaths as readonly string[]).includes(path);
}
