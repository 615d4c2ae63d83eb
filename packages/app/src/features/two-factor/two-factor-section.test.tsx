import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiError, createFakeApi, type FakeRoute } from "@casino/core/testing";
import { renderApp } from "../../testing/render-app.tsx";
import { signedInRoutes, testProfile } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };
const newCodes = Array.from({ length: 10 }, (_, i) => `new-code-${i}`);

async function openTwoFactor(routes: Record<string, FakeRoute>) {
  const api = createFakeApi({
    ...signedInRoutes(),
    "GET /api/user/information": () =>
      testProfile({ two_factor_enabled: true, two_factor_confirmed_at: "2026-01-02T00:00:00Z" }),
    ...routes,
  });
  const rendered = await renderApp("/profile/my-profile", { platform: signedIn, api: api.client });
  return { ...rendered, api };
}

describe("two-factor recovery codes on the profile", () => {
  it("shows how many codes remain and new ones once, after a code from the app", async () => {
    const { api } = await openTwoFactor({
      "GET /api/user/two-factor-recovery-codes": () => ({ remaining: 4 }),
      "POST /api/user/two-factor-recovery-codes": () => ({ recovery_codes: newCodes }),
    });
    expect(await screen.findByText("4 recovery codes left.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Generate new recovery codes" }));
    const proof = await screen.findByRole("dialog", { name: "Generate new recovery codes" });
    await userEvent.click(within(proof).getByRole("textbox", { name: "Digit 1 of 6" }));
    await userEvent.keyboard("123456");
    await userEvent.click(within(proof).getByRole("button", { name: "Generate new codes" }));
    const shown = await screen.findByRole("dialog", { name: "Your recovery codes" });
    expect(within(shown).getAllByRole("listitem")).toHaveLength(10);
    expect(within(shown).getByText("new-code-0")).toBeInTheDocument();
    expect(api.callsTo("POST /api/user/two-factor-recovery-codes")[0]?.body).toEqual({
      code: "123456",
    });
    expect(
      screen.queryByRole("dialog", { name: "Generate new recovery codes" }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(shown).getByRole("button", { name: "I saved my codes" }));
    expect(await screen.findByText("10 recovery codes left.")).toBeInTheDocument();
  });

  it("takes the password instead and shows a wrong password or throttling", async () => {
    let answer = apiError(422, "validation_error", {
      current_password: ["current_password_wrong"],
    });
    const { api } = await openTwoFactor({
      "GET /api/user/two-factor-recovery-codes": () => ({ remaining: 0 }),
      "POST /api/user/two-factor-recovery-codes": () => {
        throw answer;
      },
    });
    expect(
      await screen.findByText("You have no recovery codes left. Generate new ones."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Generate new recovery codes" }));
    const proof = await screen.findByRole("dialog", { name: "Generate new recovery codes" });
    await userEvent.click(within(proof).getByRole("button", { name: "Use your password instead" }));
    await userEvent.type(within(proof).getByLabelText("Current password"), "wrong-one");
    await userEvent.click(within(proof).getByRole("button", { name: "Generate new codes" }));
    expect(await within(proof).findByText("The current password is wrong.")).toBeInTheDocument();
    expect(api.callsTo("POST /api/user/two-factor-recovery-codes")[0]?.body).toEqual({
      current_password: "wrong-one",
    });
    answer = apiError(429, "rate_limited");
    await userEvent.click(within(proof).getByRole("button", { name: "Generate new codes" }));
    expect(
      await within(proof).findByText("Too many attempts. Please wait a moment and try again."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Your recovery codes" })).not.toBeInTheDocument();
  });
});
