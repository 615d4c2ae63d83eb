import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../testing/render-app.tsx";
import type { PwaPort, PwaState } from "./pwa-port.ts";

function fakePwa(initial: PwaState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const calls: string[] = [];
  const port: PwaPort = {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    applyUpdate: () => calls.push("applyUpdate"),
    install: async () => {
      calls.push("install");
    },
    dismissInstall: () => {
      calls.push("dismissInstall");
      state = { ...state, installAvailable: false };
      listeners.forEach((l) => l());
    },
    dismissUpdate: () => calls.push("dismissUpdate"),
  };
  const change = (next: Partial<PwaState>) =>
    act(() => {
      state = { ...state, ...next };
      listeners.forEach((l) => l());
    });
  return { port, calls, change };
}

describe("installable app prompts", () => {
  it("offers installing until the player hides the offer", async () => {
    const pwa = fakePwa({ updateAvailable: false, installAvailable: true });
    await renderApp("/", { app: { pwa: pwa.port } });
    const offer = await screen.findByRole("region", { name: "Install the app" });
    await userEvent.click(screen.getByRole("button", { name: "Install" }));
    expect(pwa.calls).toEqual(["install"]);
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(pwa.calls).toEqual(["install", "dismissInstall"]);
    expect(offer).not.toBeInTheDocument();
  });

  it("announces a waiting version and reloads into it on accept", async () => {
    const pwa = fakePwa({ updateAvailable: false, installAvailable: false });
    await renderApp("/", { app: { pwa: pwa.port } });
    await screen.findByRole("heading", { level: 1, name: "Lobby" });
    expect(screen.queryByRole("region", { name: "App update" })).not.toBeInTheDocument();
    pwa.change({ updateAvailable: true });
    expect(screen.getByRole("status")).toHaveTextContent(
      "A new version of the casino is available.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(pwa.calls).toEqual(["applyUpdate"]);
  });
});
