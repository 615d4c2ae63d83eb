import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { StatusChip } from "./status-chip.tsx";
import {
  bonusStatuses,
  challengeStatuses,
  payoutStatuses,
  statusTone,
  withdrawalStatuses,
} from "./status-tone.ts";

describe("statusTone", () => {
  it("maps every spec status to a tone", () => {
    for (const s of withdrawalStatuses) expect(statusTone("withdrawal", s)).toBeDefined();
    expect(withdrawalStatuses.map((s) => statusTone("withdrawal", s))).toEqual([
      "warning",
      "success",
      "neutral",
      "danger",
      "warning",
      "danger",
    ]);
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
});
