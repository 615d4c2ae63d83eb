import { redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import type { MessageDescriptor } from "@lingui/core";
import { href, routes, type AppRoute } from "@casino/core";
import { msg } from "@lingui/core/macro";
import { RouteErrorScreen, NotFoundPage } from "../features/errors/route-error-screen.tsx";
import { BareLayout, FrameLayout, MiniAppFrameLayout } from "../features/frame/frame-layout.tsx";
import { LobbyRedirect } from "../features/content/lobby-redirect.tsx";
import { LobbyPage } from "../features/lobby/lobby-page.tsx";
import { validateParam, validateToken } from "../features/navigation/route-params.ts";
import type { RouteHead } from "../features/page/page-head.tsx";
import { AppOptionsProvider, type AppOptions } from "./app-options.tsx";
import { AppRoot } from "./app-root.tsx";

/** Lazily loaded screen: its module (forms, validation, QR) becomes its own chunk. */
function screen(load: () => Promise<Record<string, unknown>>, name: string): RouteObject["lazy"] {
  return async () => ({ Component: (await load())[name] as React.ComponentType });
}

/** A route's default document title (a page may name itself once loaded: `usePageHead`). */
function head(title: MessageDescriptor): { head: RouteHead } {
  return { head: { title } };
}

/** A manifest route's path as a child of the (path-less) layouts: no leading slash. */
function at(route: AppRoute): string {
  return route.path.slice(1);
}

/** `/originals/{slug}` -> `/play-game/{slug}` (the one route of a game), query kept. */
function redirectOriginal({ params, request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`${href(routes.playGame, { id: params.slug ?? "" })}${search}`);
}

/**
 * The whole route table as react-router route objects, for the shells'
 * `createBrowserRouter` (web) or memory/hash routers (mini app, tests). Guest-only and auth-only
 * access is rule 8 of the core, applied on every navigation; malformed page parameters give 404.
 */
export function createAppRoutes(options: AppOptions): RouteObject[] {
  return [
    {
      element: (
        <AppOptionsProvider options={options}>
          <AppRoot />
        </AppOptionsProvider>
      ),
      errorElement: (
        <AppOptionsProvider options={options}>
          <RouteErrorScreen />
        </AppOptionsProvider>
      ),
      children: [
        {
          element: <BareLayout />,
          errorElement: <RouteErrorScreen />,
          children: [
            {
              path: at(routes.login),
              handle: head(msg`Sign in`),
              lazy: screen(() => import("../features/auth/auth-pages.tsx"), "LoginPage"),
            },
            {
              path: at(routes.updateEmail),
              handle: head(msg`Update your e-mail`),
              lazy: screen(
                () => import("../features/auth/update-email-page.tsx"),
                "UpdateEmailPage",
              ),
            },
            {
              path: at(routes.signUp),
              handle: head(msg`Sign up`),
              lazy: screen(() => import("../features/auth/auth-pages.tsx"), "SignUpPage"),
            },
            {
              path: at(routes.welcome),
              handle: head(msg`Welcome aboard!`),
              lazy: screen(() => import("../features/auth/auth-pages.tsx"), "WelcomePage"),
            },
            {
              path: at(routes.forgotPassword),
              handle: head(msg`Forgot password?`),
              lazy: screen(() => import("../features/auth/auth-pages.tsx"), "ForgotPasswordPage"),
            },
            {
              path: at(routes.forgotPasswordSent),
              handle: head(msg`Check your inbox`),
              lazy: screen(() => import("../features/auth/auth-pages.tsx"), "SendSuccessPage"),
            },
            {
              path: at(routes.resetPassword),
              handle: head(msg`Reset your password`),
              loader: validateToken,
              lazy: screen(
                () => import("../features/auth/reset-password-page.tsx"),
                "ResetPasswordPage",
              ),
            },
            {
              path: at(routes.emailVerify),
              handle: head(msg`Verify your e-mail address`),
              lazy: screen(
                () => import("../features/auth/email-verify-page.tsx"),
                "EmailVerifyPage",
              ),
            },
            {
              path: at(routes.notAvailable),
              handle: head(msg`Not available in your country`),
              lazy: screen(
                () => import("../features/errors/not-available-page.tsx"),
                "NotAvailablePage",
              ),
            },
          ],
        },
        {
          element: options.layout === "mini-app" ? <MiniAppFrameLayout /> : <FrameLayout />,
          errorElement: <RouteErrorScreen />,
          children: [
            { index: true, handle: head(msg`Lobby`), element: <LobbyPage /> },
            {
              path: at(routes.completeInformation),
              handle: head(msg`Complete your details`),
              lazy: screen(
                () => import("../features/profile/complete-information-page.tsx"),
                "CompleteInformationPage",
              ),
            },
            {
              path: at(routes.profile),
              handle: head(msg`My profile`),
              lazy: screen(
                () => import("../features/profile/my-profile-page.tsx"),
                "MyProfilePage",
              ),
            },
            {
              path: at(routes.changePassword),
              handle: head(msg`Change password`),
              lazy: screen(
                () => import("../features/profile/change-password-page.tsx"),
                "ChangePasswordPage",
              ),
            },
            {
              path: at(routes.transactionHistory),
              handle: head(msg`Transaction history`),
              lazy: screen(
                () => import("../features/transactions/transaction-history-page.tsx"),
                "TransactionHistoryPage",
              ),
            },
            {
              // The originals play on the play page: the old address keeps working.
              path: at(routes.originals),
              loader: redirectOriginal,
            },
            {
              // The provably fair verifier, public; a bet's "Verify" button fills it by query.
              path: at(routes.provablyFairVerify),
              lazy: screen(() => import("../features/originals/verifier-page.tsx"), "VerifierPage"),
            },
            {
              path: at(routes.playGame),
              handle: head(msg`Game`),
              loader: validateParam("id"),
              lazy: screen(() => import("../features/play/play-game-page.tsx"), "PlayGamePage"),
            },
            {
              path: at(routes.liveCasino),
              handle: head(msg`Live casino`),
              lazy: screen(() => import("../features/lobby/lobby-page.tsx"), "LiveCasinoPage"),
            },
            {
              path: at(routes.category),
              handle: head(msg`Games`),
              loader: validateParam("id"),
              lazy: screen(() => import("../features/catalogue/category-page.tsx"), "CategoryPage"),
            },
            {
              path: at(routes.providers),
              handle: head(msg`Providers`),
              lazy: screen(
                () => import("../features/catalogue/provider-pages.tsx"),
                "ProvidersPage",
              ),
            },
            {
              path: at(routes.provider),
              handle: head(msg`Provider`),
              loader: validateParam("id"),
              lazy: screen(
                () => import("../features/catalogue/provider-pages.tsx"),
                "ProviderPage",
              ),
            },
            {
              path: at(routes.favorites),
              handle: head(msg`Favourites`),
              lazy: screen(() => import("../features/catalogue/player-lists.tsx"), "FavoritesPage"),
            },
            {
              path: at(routes.playAgain),
              handle: head(msg`Play again`),
              lazy: screen(() => import("../features/catalogue/player-lists.tsx"), "PlayAgainPage"),
            },
            {
              path: at(routes.challenges),
              handle: head(msg`Challenges`),
              lazy: screen(
                () => import("../features/competitions/challenges-page.tsx"),
                "ChallengesPage",
              ),
            },
            {
              path: at(routes.tournaments),
              handle: head(msg`Tournaments`),
              lazy: screen(
                () => import("../features/competitions/tournaments-page.tsx"),
                "TournamentsPage",
              ),
            },
            {
              path: at(routes.tournament),
              handle: head(msg`Tournament`),
              loader: validateParam("id"),
              lazy: screen(
                () => import("../features/competitions/tournament-page.tsx"),
                "TournamentPage",
              ),
            },
            {
              path: at(routes.prizes),
              handle: head(msg`Prizes`),
              lazy: screen(() => import("../features/competitions/prizes-page.tsx"), "PrizesPage"),
            },
            {
              path: at(routes.blogs),
              handle: head(msg`Blog`),
              lazy: screen(() => import("../features/content/blog-pages.tsx"), "BlogsPage"),
            },
            {
              path: at(routes.blogTags),
              handle: head(msg`Blog tags`),
              lazy: screen(() => import("../features/content/blog-pages.tsx"), "BlogTagsPage"),
            },
            {
              path: at(routes.blogPost),
              handle: head(msg`Blog`),
              loader: validateParam("id"),
              lazy: screen(() => import("../features/content/blog-pages.tsx"), "BlogPostPage"),
            },
            {
              path: at(routes.page),
              handle: head(msg`Page`),
              loader: validateParam("id"),
              lazy: screen(() => import("../features/content/static-page.tsx"), "StaticPage"),
            },
            {
              path: at(routes.forwardedTest),
              handle: head(msg`Connection test`),
              lazy: screen(
                () => import("../features/content/forwarded-test-page.tsx"),
                "ForwardedTestPage",
              ),
            },
            { path: at(routes.lobbyAlias), element: <LobbyRedirect /> },
            {
              path: at(routes.inbox),
              handle: head(msg`Inbox`),
              lazy: screen(() => import("../features/inbox/inbox-page.tsx"), "InboxPage"),
            },
            {
              path: at(routes.support),
              handle: head(msg`Customer support`),
              lazy: screen(() => import("../features/support/support-page.tsx"), "SupportPage"),
            },
            {
              path: at(routes.vipProgram),
              handle: head(msg`VIP program`),
              lazy: screen(() => import("../features/vip/vip-program-page.tsx"), "VipProgramPage"),
            },
            {
              path: at(routes.gamingHistory),
              handle: head(msg`Gaming history`),
              lazy: screen(
                () => import("../features/transactions/gaming-history-page.tsx"),
                "GamingHistoryPage",
              ),
            },
            {
              path: at(routes.responsibleGaming),
              handle: head(msg`Responsible gaming`),
              lazy: screen(
                () => import("../features/responsible-gaming/responsible-gaming-page.tsx"),
                "ResponsibleGamingPage",
              ),
            },
            {
              path: at(routes.promotions),
              handle: head(msg`Promotions`),
              lazy: screen(
                () => import("../features/promotions/promotion-pages.tsx"),
                "PromotionsPage",
              ),
            },
            {
              path: at(routes.promotion),
              handle: head(msg`Promotion`),
              loader: validateParam("id"),
              lazy: screen(
                () => import("../features/promotions/promotion-pages.tsx"),
                "PromotionPage",
              ),
            },
            { path: "*", handle: head(msg`Page not found`), element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
