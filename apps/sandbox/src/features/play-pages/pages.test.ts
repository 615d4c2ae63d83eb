/**
 * The game pages: static HTML under a strict CSP (own scripts and API only, framed by the shells'
 * origins), scripts and styles served as files, no inline script.
 */
import { useSandbox } from "../../test/harness.ts";
import { playCsp } from "./pages.ts";

const sandbox = useSandbox({ corsOrigins: ["http://localhost:5173"] });

it("serves the slot and roulette pages with a CSP that allows no inline script", async () => {
  for (const engine of ["slot", "roulette"]) {
    const response = await fetch(`${sandbox.base}/play/${engine}?token=abc`);
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'self' http://localhost:5173");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await response.text();
    expect(html).toContain(`<script src="/play/assets/${engine}.js" defer></script>`);
    expect(html).not.toMatch(/<script>(?!<)/);
    expect(html).not.toMatch(/ on[a-z]+=/);
  }
});

it("serves the page assets as files and nothing else", async () => {
  const script = await fetch(`${sandbox.base}/play/assets/slot.js`);
  expect(script.status).toBe(200);
  expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
  expect(await script.text()).toContain("/api/play/slot/spin");
  expect((await fetch(`${sandbox.base}/play/assets/play.css`)).status).toBe(200);
  expect((await fetch(`${sandbox.base}/play/assets/..%2Fpages.ts`)).status).toBe(404);
  expect((await fetch(`${sandbox.base}/play/assets/pages.ts`)).status).toBe(404);
});

it("builds the CSP from the shells' origins", () => {
  expect(playCsp([])).toContain("frame-ancestors 'self'");
  expect(playCsp(["https://a.example", "https://b.example"])).toContain(
    "frame-ancestors 'self' https://a.example https://b.example",
  );
});
