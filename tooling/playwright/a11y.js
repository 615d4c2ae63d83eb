// axe-core check for end-to-end journeys: fails on serious or critical violations.
import AxeBuilder from "@axe-core/playwright";

/**
 * Runs axe on the current page and returns the serious or critical violations, summarised.
 * @param {import("@playwright/test").Page} page
 */
export async function seriousA11yViolations(page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
}
