import { currentItemId } from "./current-item.ts";

const items = [
  { id: "lobby", href: "/" },
  { id: "slots", href: "/?type=slots" },
  { id: "provably-fair", href: "/?type=provably-fair" },
  { id: "live", href: "/live-casino" },
  { id: "promotion", href: "/promotion" },
];

const at = (path: string) => {
  const url = new URL(path, "http://x.invalid");
  return currentItemId(items, { pathname: url.pathname, search: url.search });
};

describe("currentItemId", () => {
  it("tells the lobby's pages apart by their type", () => {
    expect(at("/")).toBe("lobby");
    expect(at("/?type=slots")).toBe("slots");
    expect(at("/?type=provably-fair")).toBe("provably-fair");
    expect(at("/?type=unknown")).toBeNull();
  });

  it("ignores other query parameters", () => {
    expect(at("/?backToUrl=%2Fprofile")).toBe("lobby");
    expect(at("/?type=slots&open-auth=login")).toBe("slots");
  });

  it("marks a section for its pages below it, never the lobby for every page", () => {
    expect(at("/promotion")).toBe("promotion");
    expect(at("/promotion/summer")).toBe("promotion");
    expect(at("/promotions")).toBeNull();
    expect(at("/tournaments")).toBeNull();
  });
});
