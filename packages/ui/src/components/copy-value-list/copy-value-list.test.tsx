import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { CopyValueList } from "./copy-value-list.tsx";

const hash = "9f2c7d0b5e1a4c3f8d6b2a1e0f9c8d7b6a5e4f3d2c1b0a9f8e7d6c5b4a3f2e1d";

describe("CopyValueList", () => {
  it("shows each whole value under its label with a copy button named after it", async () => {
    const { user } = renderWithTheme(
      <CopyValueList
        copiedLabel="Copied"
        items={[
          { label: "Server seed hash", value: hash, copyLabel: "Copy server seed hash" },
          { label: "Nonce", value: "12", copyLabel: "Copy nonce" },
        ]}
      />,
    );
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const terms = screen.getAllByRole("term").map((t) => t.textContent);
    expect(terms).toEqual(["Server seed hash", "Nonce"]);
    expect(screen.getAllByRole("definition")[0]).toHaveTextContent(hash);
    await user.click(screen.getByRole("button", { name: "Copy nonce" }));
    expect(writeText).toHaveBeenCalledWith("12");
    const nonce = screen.getAllByRole("definition")[1]!;
    expect(within(nonce).getByRole("status")).toHaveTextContent("Copied");
  });

  it("says when a value not known yet will be, with nothing to copy", () => {
    renderWithTheme(
      <CopyValueList
        copiedLabel="Copied"
        items={[
          {
            label: "Server seed",
            value: null,
            copyLabel: "Copy server seed",
            pending: "Revealed when the player rotates the seed pair.",
          },
        ]}
      />,
    );
    expect(screen.getByText("Revealed when the player rotates the seed pair.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copy server seed" })).not.toBeInTheDocument();
  });
});
