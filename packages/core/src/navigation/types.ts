import type { components } from "@casino/api";
import type { AppLocation, ShellKind } from "../platform/ports.ts";

/** Auth dialog tabs. */
export type AuthTab = "login" | "register" | "forgot_password" | "two_factor" | "recovery";

/** A server-driven redirect rule (rule 6), as `GET /api/redirect-rules` lists it. */
export type RedirectRule = Pick<
  components["schemas"]["RedirectRule"],
  "path" | "target_type" | "target"
>;

/** What the navigation rules read from the store and the platform. */
export interface NavigationState {
  /** Whether the visitor is signed in (`selectIsLoggedIn`). */
  loggedIn: boolean;
  shellKind: ShellKind;
  /** Result of the last country check; `null` until known. */
  countryBlocked: boolean | null;
  /** Whether messaging-app launch data exists in the environment. */
  hasLaunchData: boolean;
  /** External address of rule 2. */
  externalUrl: string;
  /** Server-driven redirects (rule 6). */
  redirects: readonly RedirectRule[];
  /**
   * The rules run because the session just ended (sign-out, expiry, country block) rather than
   * because the visitor went somewhere: a protected page then goes to the lobby without asking the
   * visitor to sign in again (rule 8).
   */
  sessionEnded?: boolean;
}

/** A deep-link action of the messaging-app start parameter (rule 9). */
export type DeepLink =
  | { action: "open-deposit" }
  | { action: "open-bonus" }
  | { action: "txtbonuscode"; code: string }
  | { action: "ref"; reference: string }
  | { action: "open-auth"; tab: "login" | "register" }
  | { action: "open-game"; gameId: string }
  | { action: "open-page"; path: string };

/** What a rule asks the shell or the sagas to do. Rules never perform it themselves. */
export type NavigationDecision =
  | { type: "none" }
  /** Client-side replace; `clearToken` also drops the stored token (rule 1). */
  | { type: "replace"; path: string; clearToken?: boolean }
  /** Full page load of an external URL. */
  | { type: "external"; url: string }
  /** Store the bonus code cookie (1 day) and replace the URL without the parameter (rule 3). */
  | { type: "storeBonusCode"; code: string; path: string }
  /** Open the auth dialog; `afterLoginPath` is visited after a successful login. */
  | { type: "openAuth"; tab: "login" | "register"; afterLoginPath?: string }
  /** Save the previous route cookie (rule 5). */
  | { type: "savePreviousRoute"; path: string };

/** A navigation rule: pure, no side effects. */
export type NavigationRule = (state: NavigationState, location: AppLocation) => NavigationDecision;
