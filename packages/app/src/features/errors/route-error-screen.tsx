import { isRouteErrorResponse, useRouteError } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { ErrorScreen } from "@casino/ui";
import { HomeLink } from "./home-link.tsx";

/** The 404 page: unknown routes and malformed page parameters. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <ErrorScreen
      statusCode={404}
      statusLabel={t`Error`}
      title={t`Page not found`}
      message={t`The page you are looking for does not exist or has moved.`}
      homeLabel={t`Back to the lobby`}
      renderHomeAction={(label) => <HomeLink label={label} />}
    />
  );
}

/** The error screen of the route tree: status code, message and a go-home button. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useLingui();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main>
        <NotFoundPage />
      </main>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main>
      <ErrorScreen
        statusCode={status}
        statusLabel={t`Error`}
        title={t`Something went wrong`}
        message={t`An unexpected error happened. Please try again from the lobby.`}
        homeLabel={t`Back to the lobby`}
        renderHomeAction={(label) => <HomeLink label={label} />}
      />
    </main>
  );
}
