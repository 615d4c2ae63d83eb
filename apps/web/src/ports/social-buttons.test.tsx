import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@casino/app/testing";
import {
  fakeGoogle,
  finishLoading,
  injectedScripts,
  resetSocialSdks,
  scriptInjected,
  socialPort,
} from "./social-fakes.ts";
import { GOOGLE_SDK_URL } from "./social-google.ts";

describe("social buttons of the web shell", () => {
  afterEach(resetSocialSdks);

  it("shows a button only for the configured provider and loads its SDK on the click", async () => {
    const social = socialPort("g-1.apps.googleusercontent.com", "");
    const { store } = await renderApp("/login", { app: { social } });
    const google = await screen.findByRole("button", { name: "Continue with Google" });
    expect(
      screen.queryByRole("button", { name: "Continue with Facebook" }),
    ).not.toBeInTheDocument();
    expect(injectedScripts()).toHaveLength(0);

    const fake = fakeGoogle((config) => config.callback({ access_token: "google-token" }));
    await userEvent.click(google);
    await scriptInjected(GOOGLE_SDK_URL);
    finishLoading(GOOGLE_SDK_URL, fake.install);
    // The token went on to the core's social login (whose API is unreachable in this test).
    await waitFor(() => expect(store.getState().session.error?.code).toBe("network_error"));
    expect(fake.configs[0]?.client_id).toBe("g-1.apps.googleusercontent.com");
  });

  it("shows no social buttons when no provider is configured", async () => {
    await renderApp("/login", { app: { social: socialPort("", "") } });
    await screen.findByRole("form", { name: "Sign in" });
    expect(
      screen.queryByRole("group", { name: "Sign in with another account" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Continue with/ })).not.toBeInTheDocument();
  });
});
