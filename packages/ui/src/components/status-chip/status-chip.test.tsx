import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { StatusChip } from "./status-chip.tsx";
import {
  bonusStatuses,
  challengeStatuses,
  depositStatuses,
  payoutStatuses,
  statusTone,
  transactionStatuses,
  withdrawalStatuses,
} from "./status-tone.ts";

describe("statusTone", () => {
  it("maps every spec status to a tone", () => {
    for (const s of withdrawalStatuses) expect(statusTone("withdrawal", s)).toBeDefined();
    expect(withdrawalStatuses.map((s) => statusTone("withdrawal", s))).toEqual([
      "warning",
      "info",
      "neutral",
      "danger",
      "warning",
      "danger",
      "success",
    ]);
    expect(depositStatuses.map((s) => statusTone("deposit", s))).toEqual([
      "warning",
      "success",
      "danger",
    ]);
    // A status has one tone whatever list it is shown in.
    for (const s of withdrawalStatuses)
      expect(statusTone("transaction", s)).toBe(statusTone("withdrawal", s));
    for (const s of depositStatuses)
      expect(statusTone("transaction", s)).toBe(statusTone("deposit", s));
    expect(transactionStatuses).toHaveLength(8);
    expect(bonusStatuses.map((s) => statusTone("bonus", s))).toEqual([
      "accent",
      "info",
      "info",
      "success",
      "neutral",
      "danger",
      "accent",
    ]);
    expect(payoutStatuses.map((s) => statusTone("payout", s))).toEqual(["success", "warning"]);
    expect(challengeStatuses.map((s) => statusTone("challenge", s))).toEqual([
      "accent",
      "neutral",
      "success",
    ]);
  });
});

describe("StatusChip", () => {
  it("shows the translated label with the status tone", () => {
    renderWithTheme(<StatusChip kind="withdrawal" status="rejected" label="Abgelehnt" />);
    expect(screen.getByText("Abgelehnt")).toHaveAttribute("data-tone", "danger");
  });

  it("shows a paid-out withdrawal and a confirmed deposit as successes", () => {
    renderWithTheme(
      <>
        <StatusChip kind="withdrawal" status="paid_out" label="Paid out" />
        <StatusChip kind="transaction" status="confirmed" label="Confirmed" />
      </>,
    );
    expect(screen.getByText("Paid out")).toHaveAttribute("data-tone", "success");
    expect(screen.getByText("Confirmed")).toHaveAttribute("data-tone", "success");
  });
});
