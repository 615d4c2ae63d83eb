// axe-core check for end-to-end journeys: fails on serious or critical violations.
import AxeBuilder from "@axe-core/playwright";

/** An open modal dialog (the kit's dialogs, drawers and full-screen game stage). */
const MODAL = '[aria-modal="true"]';

/**
 * Runs axe on the current page and returns the serious or critical violations, summarised.
 *
 * The page is checked as it rests: motion is reduced for the check and running finite animations
 * are let finish first, because axe measures colour contrast on what is painted, and a live row
 * fading in (opacity 0 to 1) would read as low contrast for as long as it fades. Motion goes back
 * to the context's setting afterwards.
 *
 * While a modal dialog is open, only the open dialogs are checked: the page behind is inert (out
 * of reach of keyboard and screen reader) and is checked on its own elsewhere, and scanning a
 * whole lobby behind a dialog took 10 to 20 s on a 2-core machine.
 * @param {import("@playwright/test").Page} page
 */
export async function seriousA11yViolations(page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    await finiteAnimationsDone(page);
    const builder = new AxeBuilder({ page });
    if ((await page.locator(MODAL).filter({ visible: true }).count()) > 0) builder.include(MODAL);
    const results = await builder.analyze();
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/**
 * Resolves once the page's finite animations are over (skeleton shimmers and live dots loop
 * forever, so they are not waited for).
 * @param {import("@playwright/test").Page} page
 */
export async function finiteAnimationsDone(page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
}
