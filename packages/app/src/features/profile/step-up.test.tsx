import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { User } from "@casino/core";
import { apiError, createFakeApi, type FakeRoute } from "@casino/core/testing";
import { renderApp } from "../../testing/render-app.tsx";
import { signedInRoutes, testProfile } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };
const withTwoFactor = { two_factor_enabled: true, two_factor_confirmed_at: "2026-01-02T00:00:00Z" };

async function open(path: string, player: Partial<User>, routes: Record<string, FakeRoute>) {
  const api = createFakeApi({
    ...signedInRoutes(),
    "GET /api/user/information": () => testProfile(player),
    ...routes,
  });
  const rendered = await renderApp(path, { platform: signedIn, api: api.client });
  return { ...rendered, api };
}

async function editEmail(email: string) {
  await userEvent.click(await screen.findByRole("button", { name: "Edit account" }));
  const dialog = await screen.findByRole("dialog", { name: "Edit account" });
  const field = within(dialog).getByLabelText("E-mail");
  await userEvent.clear(field);
  await userEvent.type(field, email);
  return dialog;
}

describe("changing the e-mail asks for proof", () => {
  it("asks for the current password and shows the server's answer on it", async () => {
    const { api } = await open("/profile/my-profile", { login_method: "email" } as Partial<User>, {
      "PATCH /api/user/information/update": () => {
        throw apiError(422, "validation_error", { current_password: ["current_password_wrong"] });
      },
    });
    const dialog = await editEmail("new@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("This field is required.")).toBeInTheDocument();
    expect(api.callsTo("PATCH /api/user/information/update")).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText("Current password"), "guess");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("The current password is wrong.")).toBeInTheDocument();
    expect(api.callsTo("PATCH /api/user/information/update")[0]?.body).toEqual({
      email: "new@example.com",
      current_password: "guess",
    });
  });

  it("asks for a code from the authenticator app when two-factor is on", async () => {
    const { api } = await open(
      "/profile/my-profile",
      { ...withTwoFactor, login_method: "telegram" } as Partial<User>,
      {
        "PATCH /api/user/information/update": ({ body }) =>
          testProfile({ ...withTwoFactor, email: (body as { email: string }).email }),
      },
    );
    const dialog = await editEmail("new@example.com");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Code from your authenticator app" }),
      "123456",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your details were updated.")).toBeInTheDocument();
    expect(api.callsTo("PATCH /api/user/information/update")[0]?.body).toEqual({
      email: "new@example.com",
      code: "123456",
    });
  });

  it("does not ask anything to change the username only", async () => {
    const { api } = await open(
      "/profile/my-profile",
      {},
      {
        "PATCH /api/user/information/update": () => testProfile({ username: "renamed" }),
      },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Edit account" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit account" });
    expect(within(dialog).queryByLabelText("Current password")).not.toBeInTheDocument();
    const field = within(dialog).getByLabelText("Username");
    await userEvent.clear(field);
    await userEvent.type(field, "renamed");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByRole("button", { name: "Edit account" });
    expect(api.callsTo("PATCH /api/user/information/update")[0]?.body).toEqual({
      username: "renamed",
    });
  });
});

describe("setting a password on an account without one", () => {
  async function fillNewPassword() {
    const form = await screen.findByRole("form", { name: "Change password" });
    await userEvent.type(within(form).getByLabelText("New password"), "Str0ng!pass");
    await userEvent.type(within(form).getByLabelText("Repeat the new password"), "Str0ng!pass");
    return form;
  }

  it("is proven with a two-factor code, the current password left empty", async () => {
    const { api } = await open(
      "/profile/change-password",
      { ...withTwoFactor, login_method: "telegram" } as Partial<User>,
      {
        "PATCH /api/user/change-password": () => {
          throw apiError(422, "validation_error", { code: ["two_factor_invalid"] });
        },
      },
    );
    const form = await fillNewPassword();
    expect(
      within(form).getByText("Leave it empty if you have never set a password."),
    ).toBeInTheDocument();
    await userEvent.type(
      within(form).getByRole("textbox", { name: "Code from your authenticator app" }),
      "654321",
    );
    await userEvent.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("The code is not valid.")).toBeInTheDocument();
    expect(api.callsTo("PATCH /api/user/change-password")[0]?.body).toEqual({
      password: "Str0ng!pass",
      password_confirmation: "Str0ng!pass",
      code: "654321",
    });
  });

  it("says to sign in again when the sign-in is too old to prove it", async () => {
    await open("/profile/change-password", { login_method: "google" } as Partial<User>, {
      "PATCH /api/user/change-password": () => {
        throw apiError(422, "token_expired");
      },
    });
    const form = await fillNewPassword();
    expect(
      within(form).queryByRole("textbox", { name: "Code from your authenticator app" }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "For your security, sign in again, then set your password within 10 minutes.",
    );
  });

  it("an e-mail account still needs its current password", async () => {
    const { api } = await open(
      "/profile/change-password",
      { login_method: "email" } as Partial<User>,
      {},
    );
    const form = await fillNewPassword();
    await userEvent.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("This field is required.")).toBeInTheDocument();
    expect(api.callsTo("PATCH /api/user/change-password")).toHaveLength(0);
  });
});
