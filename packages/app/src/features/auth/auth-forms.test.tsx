import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { selectToasts, sessionActions } from "@casino/core";
import { renderApp } from "../../testing/render-app.tsx";

describe("auth dialog and pages", () => {
  it("validates the sign-in form with translated messages before calling the server", async () => {
    const { store } = await renderApp("/login");
    const form = await screen.findByRole("form", { name: "Sign in" });
    await userEvent.type(within(form).getByLabelText("E-mail or username"), "Not Valid!");
    await userEvent.click(within(form).getByRole("button", { name: "Sign in" }));
    expect(
      await within(form).findByText("Enter a valid e-mail address or username."),
    ).toBeInTheDocument();
    expect(within(form).getByText("This field is required.")).toBeInTheDocument();
    expect(store.getState().session.pending).toBe(false);
  });

  it("shows a server failure's field keys translated on the fields", async () => {
    const { store } = await renderApp("/sign-up");
    await screen.findByRole("form", { name: "Create account" });
    store.dispatch(
      sessionActions.authFailed({
        status: 422,
        message: "taken",
        code: "invalid_value",
        fieldErrors: { username: ["username_taken"] },
      }),
    );
    expect(await screen.findByText("This username is already taken.")).toBeInTheDocument();
  });

  it("shows the live password checklist while typing", async () => {
    await renderApp("/sign-up");
    const password = await screen.findByLabelText("Password");
    await userEvent.type(password, "abc");
    const checklist = screen.getByText("Your password needs").closest("div")!;
    expect(checklist).toHaveTextContent("8 to 32 characters");
    expect(checklist).toHaveTextContent("At least one uppercase letter");
  });

  it("switches the dialog between its tabs and to the recovery-code step", async () => {
    const { store } = await renderApp("/?open-auth=login");
    const dialog = await screen.findByRole("dialog", { name: "Welcome back" });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Sign up" }));
    expect(store.getState().session.authDialog.tab).toBe("register");
    store.dispatch(sessionActions.twoFactorRequired({ authId: "a-1" }));
    const twoFactor = await screen.findByRole("dialog", { name: "Two-factor authentication" });
    expect(
      within(twoFactor).getByRole("group", { name: "Authentication code" }),
    ).toBeInTheDocument();
    await userEvent.click(within(twoFactor).getByRole("button", { name: "Use a recovery code" }));
    expect(await screen.findByRole("dialog", { name: "Use a recovery code" })).toBeInTheDocument();
  });

  it("shows the unverified-email dialog with the send-again action", async () => {
    const { store } = await renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "Lobby" });
    store.dispatch(sessionActions.emailUnverified({ email: "lucky@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Verify your e-mail address" });
    expect(dialog).toHaveTextContent("lucky@example.com");
    expect(within(dialog).getByRole("button", { name: "Send the link again" })).toBeInTheDocument();
  });

  it("rejects a malformed reset token with the 404 page", async () => {
    await renderApp("/password/reset/short");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("explains a verification link that is not valid", async () => {
    await renderApp("/email/verify?id=x&hash=y");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This verification link is not valid.",
    );
  });

  it("completes a social sign-in through the shell's port", async () => {
    const getAccessToken = jest.fn().mockResolvedValue("sandbox-google-token");
    const { store } = await renderApp("/login", {
      app: { social: { providers: ["google"], getAccessToken } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(getAccessToken).toHaveBeenCalledWith("google");
    await waitFor(() => expect(store.getState().session.error?.code).toBe("network_error"));
  });

  it("says nothing when the player closes the provider's pop-up, and reports a real failure", async () => {
    const getAccessToken = jest
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error("popup closed"), { reason: "cancelled" }))
      .mockRejectedValueOnce(
        Object.assign(new Error("script failed"), { reason: "sdk_unavailable" }),
      );
    const { store } = await renderApp("/login", {
      app: { social: { providers: ["google"], getAccessToken } },
    });
    const button = await screen.findByRole("button", { name: "Continue with Google" });
    await userEvent.click(button);
    await waitFor(() => expect(getAccessToken).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).not.toHaveAttribute("aria-busy", "true"));
    expect(selectToasts(store.getState())).toHaveLength(0);
    await userEvent.click(button);
    await waitFor(() =>
      expect(selectToasts(store.getState()).map((toast) => toast.message)).toEqual([
        "social_token_invalid",
      ]),
    );
  });
});
