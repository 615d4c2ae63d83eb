import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiError, createFakeApi } from "@casino/core/testing";
import { renderApp } from "../../testing/render-app.tsx";

const registered = {
  token: null,
  email: "newbie@example.test",
  email_verified_at: null,
  email_verification_required: true,
};

async function fillAccount(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText("Username"), "newbie");
  await userEvent.type(within(form).getByLabelText("E-mail"), "newbie@example.test");
  await userEvent.type(within(form).getByLabelText("Password"), "Secret-pass1");
}

describe("sign-up form", () => {
  it("prefills the promo code and the referral code the player's links stored", async () => {
    await renderApp("/sign-up", {
      platform: { cookies: { bonus_code: "WELCOME10", reference_id: "FRIEND7" } },
    });
    const form = await screen.findByRole("form", { name: "Create account" });
    expect(within(form).getByRole("textbox", { name: /Promo code/ })).toHaveValue("WELCOME10");
    const referral = within(form).getByRole("textbox", { name: /Referral code/ });
    expect(referral).toHaveValue("FRIEND7");
    expect(referral).toHaveAccessibleDescription(
      "Filled in from the invitation link you followed.",
    );
  });

  it("refuses to send the sign-up until the age and the terms are confirmed", async () => {
    const api = createFakeApi({ "POST /api/register": () => registered });
    await renderApp("/sign-up", { api: api.client });
    const form = await screen.findByRole("form", { name: "Create account" });
    await fillAccount(form);
    await userEvent.click(within(form).getByRole("button", { name: "Create account" }));
    const age = within(form).getByRole("checkbox", { name: "I am 18 years old or older" });
    const terms = within(form).getByRole("checkbox", { name: /I accept the terms and conditions/ });
    expect(age).toHaveAccessibleDescription(
      "Confirm that you are at least 18 to create an account.",
    );
    expect(terms).toHaveAccessibleDescription(
      "Accept the terms and the privacy policy to create an account.",
    );
    expect(age).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("POST /api/register")).toHaveLength(0);
  });

  it("sends the confirmations and the referral code, and keeps the typed promo code for the first sign-in", async () => {
    const api = createFakeApi({ "POST /api/register": () => registered });
    const { router, platform } = await renderApp("/sign-up", {
      api: api.client,
      platform: { cookies: { reference_id: "FRIEND7" } },
    });
    const form = await screen.findByRole("form", { name: "Create account" });
    await fillAccount(form);
    await userEvent.type(within(form).getByRole("textbox", { name: /Promo code/ }), " reload50 ");
    await userEvent.click(
      within(form).getByRole("checkbox", { name: "I am 18 years old or older" }),
    );
    await userEvent.click(within(form).getByRole("checkbox", { name: /I accept the terms/ }));
    await userEvent.click(within(form).getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(api.callsTo("POST /api/register")).toHaveLength(1));
    expect(api.callsTo("POST /api/register")[0]!.body).toMatchObject({
      username: "newbie",
      email: "newbie@example.test",
      // Not redeemed silently by the sign-up: it waits as the bonus code, redeemed (with its
      // outcome shown) at the first sign-in.
      voucher_code: null,
      reference: "FRIEND7",
      age_confirmed: true,
      terms_accepted: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-up/welcome"));
    expect(platform.storage.get("bonus_code")).toBe("reload50");
  });

  it("links the terms and the privacy policy from the terms box, in a new tab", async () => {
    await renderApp("/sign-up");
    const form = await screen.findByRole("form", { name: "Create account" });
    expect(within(form).getByRole("link", { name: /terms and conditions/ })).toHaveAttribute(
      "href",
      "/page-detail/terms-and-conditions",
    );
    expect(within(form).getByRole("link", { name: /privacy policy/ })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  it("shows the server's refusal of a missing confirmation on its box", async () => {
    const api = createFakeApi({
      "POST /api/register": () => {
        throw apiError(422, "invalid_value", { terms_accepted: ["required"] });
      },
    });
    await renderApp("/sign-up", { api: api.client });
    const form = await screen.findByRole("form", { name: "Create account" });
    await fillAccount(form);
    await userEvent.click(
      within(form).getByRole("checkbox", { name: "I am 18 years old or older" }),
    );
    await userEvent.click(within(form).getByRole("checkbox", { name: /I accept the terms/ }));
    await userEvent.click(within(form).getByRole("button", { name: "Create account" }));
    expect(
      await within(form).findByText(
        "Accept the terms and the privacy policy to create an account.",
      ),
    ).toBeInTheDocument();
  });
});
