import { fireEvent, screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { HeroBanner, HeroBannerPlaceholder } from "./hero-banner.tsx";

const images = [
  { id: 1, src: "/a.png" },
  { id: 2, src: "/b.png" },
  { id: 3, src: "/c.png" },
  { id: 4, src: "/d.png" },
];

describe("HeroBanner", () => {
  it("is a link named by its title alone: the call to action and the pictures are decorative", () => {
    renderWithTheme(
      <HeroBanner href="/promotions" title="Weekend reload" ctaLabel="Explore" hue={268} />,
    );
    const link = screen.getByRole("link", { name: "Weekend reload" });
    expect(link).toHaveAttribute("href", "/promotions");
  });

  it("shows at most three pictures, lazily unless asked to load them at once", () => {
    const { container, rerender } = renderWithTheme(
      <HeroBanner href="/" title="Slots" ctaLabel="Explore" hue={200} images={images} />,
    );
    const imgs = () => Array.from(container.querySelectorAll("img"));
    expect(imgs()).toHaveLength(3);
    expect(imgs().every((img) => img.getAttribute("loading") === "lazy")).toBe(true);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    rerender(
      <HeroBanner href="/" title="Slots" ctaLabel="Explore" hue={200} images={images} eager />,
    );
    expect(imgs().every((img) => img.getAttribute("loading") === "eager")).toBe(true);
  });

  it("passes link attributes and its click through", () => {
    const onClick = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithTheme(
      <HeroBanner
        href="https://example.com"
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
        title="Partner"
        ctaLabel="Explore"
        hue={24}
      />,
    );
    const link = screen.getByRole("link", { name: "Partner" });
    expect(link).toHaveAttribute("target", "_blank");
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalled();
  });
});

describe("HeroBannerPlaceholder", () => {
  it("keeps the banners' room while hidden from assistive technology", () => {
    const { container } = renderWithTheme(<HeroBannerPlaceholder />);
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
  });
});
