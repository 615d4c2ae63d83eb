import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test";
import { PromotionCard } from "./promotion-card";

describe("PromotionCard", () => {
  it("shows the promotion and links to it by a named link", () => {
    renderWithTheme(
      <PromotionCard
        title="Weekend reload"
        summary="50% up to 250 USDT every weekend"
        period="Every Sat–Sun"
        href="/promotion/weekend-reload"
        ctaLabel="Read more"
        imageSrc="/promo.jpg"
      />,
    );
    const card = screen.getByRole("article", { name: "Weekend reload" });
    expect(card).toHaveTextContent("50% up to 250 USDT every weekend");
    expect(card).toHaveTextContent("Every Sat–Sun");
    expect(screen.getByRole("link", { name: "Read more Weekend reload" })).toHaveAttribute("href", "/promotion/weekend-reload");
  });

  it("navigates through the router callback", async () => {
    const onNavigate = jest.fn();
    const { user } = renderWithTheme(
      <PromotionCard title="Crash race" href="/promotion/crash-race" ctaLabel="Details" onNavigate={onNavigate} />,
    );
    await user.click(screen.getByRole("link", { name: "Details Crash race" }));
    expect(onNavigate).toHaveBeenCalledWith("/promotion/crash-race");
  });
});
