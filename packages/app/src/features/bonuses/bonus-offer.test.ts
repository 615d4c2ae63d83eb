import type { Bonus } from "@casino/core";
import { showsOffer } from "./bonus-item.tsx";

const base = {
  type: "non_deposit_bonus",
  status: "available",
  entity_wallet_code: "USDT",
  amount: "10.00000000",
  deposit_match_percent: null,
  free_spins_count: null,
} as const;
const bonus = (patch: Partial<Bonus>) => ({ ...base, name: "Gift", ...patch }) as Bonus;

describe("showsOffer", () => {
  it("shows the offer unless the name already states it", () => {
    expect(showsOffer(bonus({ name: "Gift" }))).toBe(true);
    expect(showsOffer(bonus({ name: "10 USDT without a deposit" }))).toBe(false);
    const reload = {
      name: "Reload: 50 % up to 100 USDT",
      type: "deposit_bonus_offer",
      amount: "100.00000000",
      deposit_match_percent: "50.00",
    } as const;
    expect(showsOffer(bonus(reload))).toBe(false);
    // Once credited the amount is what came, which the name does not say.
    expect(showsOffer(bonus({ ...reload, status: "active", amount: "20.00000000" }))).toBe(true);
    expect(
      showsOffer(
        bonus({ name: "25 free spins on Gold", type: "free_spins_offer", free_spins_count: 25 }),
      ),
    ).toBe(false);
    expect(showsOffer(bonus({ name: "Gift", amount: null }))).toBe(false);
  });
});
