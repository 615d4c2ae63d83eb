import { fireEvent, screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { ChipLinkList } from "./chip-link-list.tsx";

const links = [
  { id: "g1", label: "Dice", href: "/play-game/dice" },
  { id: "p1", label: "Pixel Forge", href: "/provider/pixel-forge" },
];

describe("ChipLinkList", () => {
  it("is a named list of links, one item each", () => {
    renderWithTheme(<ChipLinkList links={links} aria-label="Eligible games" />);
    const list = screen.getByRole("list", { name: "Eligible games" });
    expect(list.querySelectorAll("li")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Dice" })).toHaveAttribute("href", "/play-game/dice");
  });

  it("hands a plain click to the app's router", () => {
    const onNavigate = jest.fn();
    renderWithTheme(<ChipLinkList links={links} onNavigate={onNavigate} aria-label="Games" />);
    fireEvent.click(screen.getByRole("link", { name: "Pixel Forge" }), { button: 0 });
    expect(onNavigate).toHaveBeenCalledWith("/provider/pixel-forge");
  });

  it("names each link by its label and its small print", () => {
    renderWithTheme(
      <ChipLinkList
        size="md"
        aria-label="Blog tags"
        links={[{ id: "news", label: "News", href: "/blogs?tag=news", meta: "2 posts" }]}
      />,
    );
    expect(screen.getByRole("link", { name: "News 2 posts" })).toHaveAttribute(
      "href",
      "/blogs?tag=news",
    );
  });
});
