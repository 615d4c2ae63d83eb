import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { VerificationSteps, type VerificationStepsProps } from "./verification-steps.tsx";

const props: VerificationStepsProps = {
  label: "Verification steps",
  title: "How the result was computed",
  steps: [
    <>
      SHA-256 of the server seed: <code>9f86d081</code>
    </>,
    "Every 4 bytes make one float.",
  ],
  tableCaption: "Bytes and floats",
  columns: ["#", "Bytes", "Float"],
  rows: [
    { key: 0, cells: [0, "3a 7f 00 12", "0.2285156250"] },
    { key: 1, cells: [1, "ff 01 22 9c", "0.9961242676"] },
  ],
  explanation: "Roll = floor(0.2285156250 × 10001) / 100 = 22.85",
  result: (
    <>
      Recomputed result: <strong>22.85</strong>
    </>
  ),
};

describe("VerificationSteps", () => {
  it("is a section named by its label, with a level 3 heading and numbered steps", () => {
    renderWithTheme(<VerificationSteps {...props} />);
    const section = screen.getByRole("region", { name: "Verification steps" });
    expect(
      within(section).getByRole("heading", { level: 3, name: "How the result was computed" }),
    ).toBeInTheDocument();
    const steps = within(section).getAllByRole("list")[0]!;
    expect(steps.tagName).toBe("OL");
    expect(within(steps).getAllByRole("listitem")).toHaveLength(2);
  });

  it("shows the values in a table named by its caption, with column headers", () => {
    renderWithTheme(<VerificationSteps {...props} />);
    const table = screen.getByRole("table", { name: "Bytes and floats" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["#", "Bytes", "Float"]);
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getByRole("cell", { name: "ff 01 22 9c" })).toBeInTheDocument();
  });

  it("announces whether the results match as a status, and draws nothing without a verdict", () => {
    const { rerender } = renderWithTheme(<VerificationSteps {...props} />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    rerender(<VerificationSteps {...props} verdict={{ ok: true, text: "The results match." }} />);
    expect(screen.getByRole("status")).toHaveTextContent("The results match.");
  });

  it("shows the explanation, the result and the parts given after them", () => {
    renderWithTheme(
      <VerificationSteps {...props}>
        <section aria-label="Payout table" />
      </VerificationSteps>,
    );
    expect(screen.getByText(/Roll = floor/)).toBeInTheDocument();
    expect(screen.getByText("22.85")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Payout table" })).toBeInTheDocument();
  });
});
