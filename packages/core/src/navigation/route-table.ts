/**
 * The one route manifest of the app. Every screen's path lives here, with who may open it; the
 * navigation rules (rule 8), the app's route table and every link read it. Callers pass a route
 * (`routes.profile`), never a path string: `href(routes.promotion, { id: "summer" })`.
 */

/** Who may open a route: a signed-in player only, a guest only, or anyone. */
export type RouteAccess = "signedIn" | "guest" | "any";

/** One route of the manifest. `path` is absolute; `:name` segments are parameters. */
export interface RouteDef<Path extends string = string> {
  readonly id: string;
  readonly path: Path;
  readonly access: RouteAccess;
}

/** The parameter names of a path pattern: `"/blogs/:id"` -> `"id"`. */
export type RouteParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | RouteParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** The parameters `href` needs for a path pattern (values are encoded). */
export type RouteParams<Path extends string> = {
  readonly [Name in RouteParamNames<Path>]: string | number;
};

/** The arguments after the route: none for a static path, the parameters otherwise. */
type HrefArgs<Path extends string> = [RouteParamNames<Path>] extends [never]
  ? []
  : [params: RouteParams<Path>];

export const routes = {
  lobby: { id: "lobby", path: "/", access: "any" },
  /** `/lobby` shows the lobby too (an old address). */
  lobbyAlias: { id: "lobbyAlias", path: "/lobby", access: "any" },
  login: { id: "login", path: "/login", access: "guest" },
  /** After social login without a usable e-mail. */
  updateEmail: { id: "updateEmail", path: "/login/update-email", access: "any" },
  signUp: { id: "signUp", path: "/sign-up", access: "guest" },
  /** After registration when e-mail verification is enabled. */
  welcome: { id: "welcome", path: "/sign-up/welcome", access: "guest" },
  forgotPassword: { id: "forgotPassword", path: "/forgot-password", access: "any" },
  forgotPasswordSent: {
    id: "forgotPasswordSent",
    path: "/forgot-password/send-success",
    access: "any",
  },
  resetPassword: { id: "resetPassword", path: "/password/reset/:token", access: "any" },
  emailVerify: { id: "emailVerify", path: "/email/verify", access: "any" },
  /** Shown to visitors from blocked countries (rule 1). */
  notAvailable: { id: "notAvailable", path: "/not-available", access: "any" },
  completeInformation: {
    id: "completeInformation",
    path: "/complete-information",
    access: "any",
  },
  profile: { id: "profile", path: "/profile/my-profile", access: "signedIn" },
  changePassword: { id: "changePassword", path: "/profile/change-password", access: "signedIn" },
  responsibleGaming: {
    id: "responsibleGaming",
    path: "/profile/responsible-gaming",
    access: "signedIn",
  },
  transactionHistory: {
    id: "transactionHistory",
    path: "/transaction-history",
    access: "signedIn",
  },
  gamingHistory: { id: "gamingHistory", path: "/gaming-history", access: "signedIn" },
  inbox: { id: "inbox", path: "/inboxes", access: "signedIn" },
  prizes: { id: "prizes", path: "/prizes", access: "signedIn" },
  vipProgram: { id: "vipProgram", path: "/vip-program", access: "signedIn" },
  /** The originals' old address: it redirects to `playGame`. */
  originals: { id: "originals", path: "/originals/:slug", access: "any" },
  provablyFairVerify: { id: "provablyFairVerify", path: "/provably-fair/verify", access: "any" },
  playGame: { id: "playGame", path: "/play-game/:id", access: "any" },
  liveCasino: { id: "liveCasino", path: "/live-casino", access: "any" },
  category: { id: "category", path: "/categories/:id", access: "any" },
  providers: { id: "providers", path: "/provider", access: "any" },
  provider: { id: "provider", path: "/provider/:id", access: "any" },
  favorites: { id: "favorites", path: "/favorite", access: "any" },
  playAgain: { id: "playAgain", path: "/play-again", access: "any" },
  challenges: { id: "challenges", path: "/challenges", access: "any" },
  tournaments: { id: "tournaments", path: "/tournaments", access: "any" },
  tournament: { id: "tournament", path: "/tournaments/:id", access: "any" },
  blogs: { id: "blogs", path: "/blogs", access: "any" },
  blogTags: { id: "blogTags", path: "/blogs/tags", access: "any" },
  blogPost: { id: "blogPost", path: "/blogs/:id", access: "any" },
  page: { id: "page", path: "/page-detail/:id", access: "any" },
  forwardedTest: { id: "forwardedTest", path: "/x-forwarded-for-test", access: "any" },
  support: { id: "support", path: "/customer-support", access: "any" },
  promotions: { id: "promotions", path: "/promotion", access: "any" },
  promotion: { id: "promotion", path: "/promotion/:id", access: "any" },
} as const satisfies Record<string, RouteDef>;

/** The id of a manifest route. */
export type RouteId = keyof typeof routes;

/** A route of the manifest. */
export type AppRoute = (typeof routes)[RouteId];

/** Every manifest route, in declaration order. */
export const routeList: readonly AppRoute[] = Object.values(routes);

/**
 * The address of a route: its path with each `:name` replaced by the encoded parameter.
 * `href(routes.profile)` is `/profile/my-profile`; `href(routes.blogPost, { id: "a b" })` is
 * `/blogs/a%20b`.
 */
export function href<Path extends string>(route: RouteDef<Path>, ...args: HrefArgs<Path>): string {
  const params = (args[0] ?? {}) as Record<string, string | number>;
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`href: missing parameter ${name} for ${route.path}`);
    return encodeURIComponent(String(value));
  });
}

function segmentsOf(pathname: string): string[] {
  return pathname.split("/").filter((segment) => segment.length > 0);
}

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  if (pattern.length !== segments.length) return false;
  return pattern.every((part, i) => (part.startsWith(":") ? true : part === segments[i]));
}

const compiled = routeList.map((route) => ({
  route,
  pattern: segmentsOf(route.path),
  dynamic: route.path.includes(":"),
}));

/**
 * The manifest route a pathname opens (trailing slashes ignored), or `null` when none does (a 404).
 * A static path wins over a parameter (`/blogs/tags` is `blogTags`, not `blogPost`).
 */
export function matchRoute(pathname: string): AppRoute | null {
  const segments = segmentsOf(pathname);
  const found =
    compiled.find((entry) => !entry.dynamic && matches(entry.pattern, segments)) ??
    compiled.find((entry) => entry.dynamic && matches(entry.pattern, segments));
  return found?.route ?? null;
}

/**
 * First path segments that hold only signed-in routes (`/profile`, `/inboxes`...): an unknown page
 * below them is signed-in too, so a guest is asked to sign in rather than told what exists there.
 */
const signedInSections: ReadonlySet<string> = (() => {
  const bySection = new Map<string, RouteAccess[]>();
  for (const { route, pattern } of compiled) {
    const first = pattern[0];
    if (first === undefined) continue;
    bySection.set(first, [...(bySection.get(first) ?? []), route.access]);
  }
  return new Set(
    [...bySection]
      .filter(([, access]) => access.every((a) => a === "signedIn"))
      .map(([section]) => section),
  );
})();

/** Who may open `pathname`, read from the manifest (rule 8). */
export function routeAccess(pathname: string): RouteAccess {
  const route = matchRoute(pathname);
  if (route) return route.access;
  const first = segmentsOf(pathname)[0];
  return first !== undefined && signedInSections.has(first) ? "signedIn" : "any";
}

/** Whether `pathname` is a signed-in-only route (rule 8). */
export function isAuthOnlyPath(pathname: string): boolean {
  return routeAccess(pathname) === "signedIn";
}

/** Whether `pathname` is a guest-only route (rule 8). */
export function isGuestOnlyPath(pathname: string): boolean {
  return routeAccess(pathname) === "guest";
}
