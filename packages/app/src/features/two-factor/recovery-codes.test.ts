import { recoveryCodesText } from "./recovery-codes.ts";

it("writes one recovery code per line under a heading", () => {
  expect(recoveryCodesText(["aaaa-bbbb", "cccc-dddd"], "Codes")).toBe(
    "Codes\n\naaaa-bbbb\ncccc-dddd\n",
  );
});
