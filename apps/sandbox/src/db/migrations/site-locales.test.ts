import { locales } from "@casino/api";
import { SITE_LOCALES } from "./0003_site.ts";

describe("0003_site", () => {
  it("allows exactly the contract's locales (a new locale needs a new migration)", () => {
    expect(SITE_LOCALES).toEqual([...locales]);
  });
});
