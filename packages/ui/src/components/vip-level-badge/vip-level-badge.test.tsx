import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/index.ts";
import { type VipLevel } from "../../tokens/index.ts";
import { VipLevelBadge, type VipLevelLabels } from "./vip-level-badge.tsx";

const labels: VipLevelLabels = {
  0: "Kein Level",
  1: "Pixel Pioneer",
  2: "Byte Bandit",
  3: "Token Tosser",
  4: "Chain Commander",
  5: "Punk Overlord",
};

describe("VipLevelBadge", () => {
  it.each([0, 1, 2, 3, 4, 5] as VipLevel[])(
    "level %i shows its name from the labels map in its colour",
    (level) => {
      const { container } = renderWithTheme(<VipLevelBadge level={level} labels={labels} />);
      expect(screen.getByText(labels[level])).toBeInTheDocument();
      expect(container.firstElementChild).toHaveStyle({ background: darkTheme.colors.vip[level] });
    },
  );

  it("draws one pixel pip per level in its decorative emblem", () => {
    const pips = (level: VipLevel) => {
      const { container, unmount } = renderWithTheme(
        <VipLevelBadge level={level} labels={labels} />,
      );
      const svg = container.querySelector("svg");
      expect(svg).toHaveAttribute("aria-hidden", "true");
      const count = svg!.querySelectorAll('rect[y="0"]').length;
      unmount();
      return count;
    };
    expect([0, 1, 2, 3, 4, 5].map((level) => pips(level as VipLevel))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("compact badge is an image named by the level", () => {
    renderWithTheme(<VipLevelBadge level={4} labels={labels} compact />);
    expect(screen.getByRole("img", { name: "Chain Commander" })).toBeInTheDocument();
    expect(screen.queryByText("Chain Commander")).not.toBeInTheDocument();
  });
});
