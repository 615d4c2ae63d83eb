import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Banner, bannerRole, type BannerTone } from "./banner.tsx";

describe("Banner", () => {
  it.each<[BannerTone, "alert" | "status"]>([
    ["critical", "alert"],
    ["warning", "alert"],
    ["info", "status"],
    ["success", "status"],
  ])("announces a %s message as an %s", (tone, role) => {
    renderWithTheme(<Banner tone={tone}>Your balance is too low.</Banner>);
    expect(screen.getByRole(role)).toHaveTextContent("Your balance is too low.");
    expect(bannerRole(tone)).toBe(role);
  });

  it("shows its title and offers what to do next", () => {
    renderWithTheme(
      <Banner tone="critical" title="Bet refused" action={<button type="button">Deposit</button>}>
        Your balance is too low.
      </Banner>,
    );
    const banner = screen.getByRole("alert");
    expect(banner).toHaveTextContent("Bet refused");
    expect(banner).toContainElement(screen.getByRole("button", { name: "Deposit" }));
  });
});
