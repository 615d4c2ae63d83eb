import { applyHeadBranding, applyPageHead } from "./head.ts";

const base = {
  author: "Lucky Ltd",
  locale: "en",
  sealScript: null,
  analytics: null,
  scriptHosts: ["https://seal.example", "https://stats.example"],
};

describe("applyHeadBranding", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("sets the page's title and description", () => {
    applyPageHead(document, { title: "Dice · Lucky", description: "Play Dice at Lucky." });
    applyPageHead(document, { title: "Mines · Lucky", description: "Play Mines at Lucky." });
    expect(document.title).toBe("Mines · Lucky");
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]).toHaveAttribute("content", "Play Mines at Lucky.");
  });

  it("sets author and locale", () => {
    applyHeadBranding(document, base);
    expect(document.head.querySelector('meta[name="author"]')).toHaveAttribute(
      "content",
      "Lucky Ltd",
    );
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute(
      "content",
      "en",
    );
    expect(document.head.querySelector("script")).toBeNull();
  });

  it("injects the seal and analytics scripts only with safe URLs, values as attributes", () => {
    applyHeadBranding(document, {
      ...base,
      sealScript: "https://seal.example/s.js",
      analytics: { siteId: "42", url: "https://stats.example/script.js", id: "w-1" },
    });
    expect(document.getElementById("site-seal")).toHaveAttribute(
      "src",
      "https://seal.example/s.js",
    );
    const analytics = document.getElementById("site-analytics")!;
    expect(analytics).toHaveAttribute("data-site-id", "42");
    expect(analytics).toHaveAttribute("data-website-id", "w-1");
    applyHeadBranding(document, { ...base, sealScript: "javascript:alert(1)" });
    expect(document.getElementById("site-seal")).toBeNull();
    expect(document.getElementById("site-analytics")).toBeNull();
  });

  it("loads scripts only over https, and only from the hosts the CSP allows", () => {
    for (const sealScript of [
      "http://seal.example/s.js",
      "http://localhost:4000/s.js",
      "https://elsewhere.example/s.js",
      "https://seal.example.attacker.example/s.js",
      "https://user@seal.example/s.js",
      "data:text/javascript,alert(1)",
    ]) {
      applyHeadBranding(document, {
        ...base,
        sealScript,
        analytics: { siteId: "42", url: sealScript, id: "w-1" },
      });
      expect(document.head.querySelector("script")).toBeNull();
    }
    applyHeadBranding(document, {
      ...base,
      sealScript: "https://seal.example/s.js",
      scriptHosts: [],
    });
    expect(document.head.querySelector("script")).toBeNull();
  });
});
