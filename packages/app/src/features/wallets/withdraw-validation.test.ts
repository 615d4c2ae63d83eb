import { testCoins } from "../../testing/wallet-fixtures.ts";
import { validateWithdrawal } from "./withdraw-validation.ts";

const trc20 = testCoins[0]!.networks[0]!;
const xrp = testCoins[1]!.networks[0]!;
const base = {
  network: "TRC20",
  amount: "25",
  address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
  memo: "",
  code: "",
};

describe("withdrawal checks", () => {
  it("accepts a withdrawal within the limits and the balance", () => {
    expect(validateWithdrawal(base, { network: trc20, balance: "100", twoFactor: false })).toEqual(
      {},
    );
  });

  it("reports the amount against the limits and the balance with the server's keys", () => {
    const context = { network: trc20, balance: "100", twoFactor: false };
    expect(validateWithdrawal({ ...base, amount: "" }, context).amount).toBe("required");
    expect(validateWithdrawal({ ...base, amount: "0" }, context).amount).toBe("amount_invalid");
    expect(validateWithdrawal({ ...base, amount: "9.99" }, context).amount).toBe(
      "amount_below_minimum",
    );
    expect(validateWithdrawal({ ...base, amount: "1000.01" }, context).amount).toBe(
      "amount_above_maximum",
    );
    expect(validateWithdrawal({ ...base, amount: "100.00000001" }, context).amount).toBe(
      "insufficient_balance",
    );
  });

  it("checks the address pattern, the memo where needed and the 2FA code when two-factor is on", () => {
    expect(
      validateWithdrawal(
        { ...base, address: "0xabc" },
        { network: trc20, balance: "100", twoFactor: false },
      ).address,
    ).toBe("address_invalid");
    const onXrp = { ...base, network: "XRP", address: "rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY" };
    expect(validateWithdrawal(onXrp, { network: xrp, balance: "100", twoFactor: false })).toEqual({
      memo: "memo_required",
    });
    expect(
      validateWithdrawal(
        { ...onXrp, memo: "12" },
        { network: xrp, balance: "100", twoFactor: true },
      ),
    ).toEqual({ code: "required" });
    expect(
      validateWithdrawal(
        { ...onXrp, memo: "12", code: "12a456" },
        { network: xrp, balance: "100", twoFactor: true },
      ),
    ).toEqual({ code: "two_factor_invalid" });
    expect(
      validateWithdrawal(
        { ...onXrp, memo: "12", code: "123456" },
        { network: xrp, balance: "100", twoFactor: true },
      ),
    ).toEqual({});
  });
});
