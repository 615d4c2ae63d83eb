import { repeatsShortcut } from "./slot-items.ts";

const liveCasino = { id: "live-casino", href: "/live-casino", label: "Живое казино" };

describe("repeatsShortcut", () => {
  it("finds the server's live casino category beside the translated live casino shortcut", () => {
    expect(
      repeatsShortcut({ href: "/categories/live-casino", label: "Live casino" }, liveCasino),
    ).toBe(true);
  });

  it("finds the same path or the same name", () => {
    expect(repeatsShortcut({ href: "/live-casino", label: "Live" }, liveCasino)).toBe(true);
    expect(repeatsShortcut({ href: "/categories/live", label: "живое казино" }, liveCasino)).toBe(
      true,
    );
  });

  it("keeps the site's other items", () => {
    expect(repeatsShortcut({ href: "/categories/jackpots", label: "Jackpots" }, liveCasino)).toBe(
      false,
    );
  });
});
