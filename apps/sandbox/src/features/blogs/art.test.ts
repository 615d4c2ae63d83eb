import { blogCoverSvg } from "./art.ts";

describe("blog covers", () => {
  it("draws the bitcoin sign of a crypto cover as paths, not as a character system fonts lack", () => {
    const svg = blogCoverSvg("crypto-deposits-explained", "Crypto deposits explained", "crypto");
    expect(svg).not.toContain("₿");
    expect(svg).toContain('stroke-width="28"');
    expect(
      blogCoverSvg("crypto-deposits-explained", "Crypto deposits explained", "news"),
    ).not.toContain('stroke-width="28"');
  });

  it("sets every text in a stack of system sans faces ending in the generic sans", () => {
    const svg = blogCoverSvg("our-original-games", "Our originals", "slots");
    const families = [...svg.matchAll(/font-family="([^"]*)"/g)].map(([, family]) => family);
    expect(families.length).toBeGreaterThan(0);
    for (const family of families) expect(family).toMatch(/, sans-serif$/);
    expect(svg).not.toMatch(/monospace/);
  });
});
