import { messageKeyList } from "@casino/api";
import { messageKeys } from "./message-keys.ts";

describe("messageKeys", () => {
  it("translates every message key of the contract", () => {
    expect(messageKeyList.filter((key) => !messageKeys[key])).toEqual([]);
  });
});
