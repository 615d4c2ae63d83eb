import type { Page } from "@playwright/test";
export declare function seriousA11yViolations(page: Page): Promise<string[]>;
export declare function finiteAnimationsDone(page: Page): Promise<void>;
