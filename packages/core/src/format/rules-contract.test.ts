import { fiatCurrencies, type FiatCurrency } from "@casino/api";
import { FIAT_CURRENCIES } from "@casino/rules";

// @casino/rules imports nothing, so the lists it must share with the contract are checked here.
describe("@casino/rules against the contract", () => {
  it("knows the contract's fiat currencies", () => {
    const typed: readonly FiatCurrency[] = FIAT_CURRENCIES;
    expect([...typed].sort()).toEqual([...fiatCurrencies].sort());
  });
});
