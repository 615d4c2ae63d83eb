import { screen } from "@testing-library/react";
import { expectRoutedLink, renderWithTheme } from "../../test/index.ts";
import { CardSkeleton } from "./card-skeleton.tsx";
import { PromotionCard } from "./promotion-card.tsx";

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
    expect(screen.getByRole("link", { name: "Read more Weekend reload" })).toHaveAttribute(
      "href",
      "/promotion/weekend-reload",
    );
  });

  it("navigates through the router callback", async () => {
    await expectRoutedLink(
      (onNavigate) => (
        <PromotionCard
          title="Crash race"
          href="/promotion/crash-race"
          ctaLabel="Details"
          onNavigate={onNavigate}
        />
      ),
      "Details Crash race",
      "/promotion/crash-race",
    );
  });
});

describe("CardSkeleton", () => {
  it("is hidden from assistive technology and follows its shape options", () => {
    const { container, rerender } = renderWithTheme(<CardSkeleton lines={2} action />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute("aria-hidden", "true");
    expect(root.querySelectorAll("[data-skeleton]").length).toBe(5); // media, title, 2 lines, action
    rerender(<CardSkeleton mediaAspect={null} lines={0} />);
    expect(
      (container.firstElementChild as HTMLElement).querySelectorAll("[data-skeleton]").length,
    ).toBe(1);
  });
});
