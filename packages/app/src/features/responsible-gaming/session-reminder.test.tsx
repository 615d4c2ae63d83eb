import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createFakeApi } from "@casino/core/testing";
import { renderApp } from "../../testing/render-app.tsx";
import { playPageRoutes } from "../../testing/play-fixtures.ts";
import { signedInRoutes } from "../../testing/wallet-fixtures.ts";
import { continueSession, PLAY_SESSION_KEY, type PlaySession } from "./session-reminder.tsx";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };
const MINUTE = 60_000;

jest.setTimeout(30_000);

function seed(session: PlaySession) {
  sessionStorage.setItem(PLAY_SESSION_KEY, JSON.stringify(session));
}

async function openGame(coolOffUntil: string | null = null) {
  const api = createFakeApi({
    ...signedInRoutes(),
    ...playPageRoutes,
    "GET /api/user/responsible-gaming": () => ({
      currency: "USD",
      limits: [],
      session_reminder_minutes: 15,
      cool_off_until: coolOffUntil,
      self_excluded_until: null,
    }),
  });
  return renderApp("/play-game/dice", { platform: signedIn, api: api.client });
}

/** The check-in reminder, once the play session has run long enough to show it. */
const findCheckIn = () =>
  screen.findByRole("alertdialog", { name: "Time for a check-in" }, { timeout: 5000 });

describe("session reminder", () => {
  afterEach(() => sessionStorage.clear());

  it("goes on across pages and starts again after an idle pause as long as the interval", () => {
    const now = 10 * 60 * MINUTE;
    const fresh = continueSession(null, now, 15 * MINUTE);
    expect(fresh).toEqual({ startedAt: now, lastSeen: now, answered: 0 });
    const going = { startedAt: now - 40 * MINUTE, lastSeen: now - 2 * MINUTE, answered: 2 };
    expect(continueSession(going, now, 15 * MINUTE)).toEqual({ ...going, lastSeen: now });
    const idle = { ...going, lastSeen: now - 16 * MINUTE };
    expect(continueSession(idle, now, 15 * MINUTE)).toEqual(fresh);
  });

  it("says how long the player has played; continue closes it until the next interval", async () => {
    seed({ startedAt: Date.now() - 16 * MINUTE, lastSeen: Date.now() - MINUTE, answered: 0 });
    await openGame();
    const dialog = await findCheckIn();
    expect(within(dialog).getByText("You have been playing for 15 minutes.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue playing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(JSON.parse(sessionStorage.getItem(PLAY_SESSION_KEY)!).answered).toBe(1);
  });

  it("takes the player to the break settings", async () => {
    seed({ startedAt: Date.now() - 31 * MINUTE, lastSeen: Date.now() - MINUTE, answered: 1 });
    const { router } = await openGame();
    const dialog = await findCheckIn();
    expect(within(dialog).getByText("You have been playing for 30 minutes.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Take a break" }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe(
        "/profile/responsible-gaming#take-a-break",
      ),
    );
  });

  it("says on the game screen that bets are paused during a break, and until when", async () => {
    seed({ startedAt: Date.now(), lastSeen: Date.now(), answered: 0 });
    await openGame(new Date(Date.now() + 48 * 60 * MINUTE).toISOString());
    expect(
      await screen.findByText(
        /^You are taking a break until .+: betting and deposits are paused until then\.$/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open responsible gaming settings" })).toHaveAttribute(
      "href",
      "/profile/responsible-gaming",
    );
  });
});
