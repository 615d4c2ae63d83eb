import { bindSwipeGuard, isGamePath, shouldLockVerticalSwipes } from "./swipe-guard.ts";

describe("shouldLockVerticalSwipes", () => {
  it("locks on a game and while a dialog is open", () => {
    expect(shouldLockVerticalSwipes("/play-game/candy-cascade", false)).toBe(true);
    expect(shouldLockVerticalSwipes("/", true)).toBe(true);
    expect(shouldLockVerticalSwipes("/", false)).toBe(false);
    expect(shouldLockVerticalSwipes("/play-again", false)).toBe(false);
    expect(isGamePath("/play-game/")).toBe(false);
  });
});

describe("bindSwipeGuard", () => {
  it("follows navigation and dialogs opening and closing", async () => {
    let pathname = "/";
    let navigate = () => undefined as void;
    const locks: boolean[] = [];
    const root = document.createElement("div");
    document.body.append(root);
    const stop = bindSwipeGuard({
      pathname: () => pathname,
      onNavigate: (listener) => {
        navigate = listener;
        return () => {
          navigate = () => undefined;
        };
      },
      setLocked: (locked) => locks.push(locked),
      root,
    });
    const mutations = () => new Promise((resolve) => setTimeout(resolve, 0));
    expect(locks).toEqual([false]);

    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    root.append(dialog);
    await mutations();
    expect(locks).toEqual([false, true]);
    dialog.remove();
    await mutations();
    expect(locks).toEqual([false, true, false]);

    pathname = "/play-game/dice";
    navigate();
    pathname = "/play-game/mines";
    navigate();
    expect(locks).toEqual([false, true, false, true]);

    stop();
    pathname = "/";
    navigate();
    root.append(dialog);
    await mutations();
    expect(locks).toEqual([false, true, false, true]);
  });
});
