import { fireEvent, screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { CategoryNav, type CategoryNavItem } from "./category-nav.tsx";

const items: CategoryNavItem[] = [
  { id: "lobby", label: "Lobby", href: "/" },
  { id: "slots", label: "Slots", href: "/?type=slots", count: 3120 },
  { id: "provably-fair", label: "Provably fair", href: "/?type=provably-fair", count: 12 },
  { id: "live", label: "Live casino", href: "/live-casino" },
];

/** The nav with its scroll buttons' labels (shown only when the links overflow). */
const ScrollableNav = () => (
  <CategoryNav
    items={items}
    label="Game categories"
    scrollBackLabel="Scroll back"
    scrollForwardLabel="Scroll forward"
  />
);

describe("CategoryNav", () => {
  it("is a named navigation landmark of links with the current one marked", () => {
    renderWithTheme(<CategoryNav items={items} currentId="slots" label="Game categories" />);
    const nav = screen.getByRole("navigation", { name: "Game categories" });
    const links = within(nav).getAllByRole("link");
    expect(links).toHaveLength(4);
    expect(screen.getByRole("link", { name: /Slots/ })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Lobby" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: /Slots/ })).toHaveTextContent("3120");
  });

  it("hands plain clicks to the router and leaves modified clicks to the browser", async () => {
    const onNavigate = jest.fn();
    const { user } = renderWithTheme(
      <CategoryNav items={items} label="Game categories" onNavigate={onNavigate} />,
    );
    await user.click(screen.getByRole("link", { name: "Live casino" }));
    expect(onNavigate).toHaveBeenCalledWith("/live-casino");
    const ctrlClick = fireEvent.click(screen.getByRole("link", { name: "Lobby" }), {
      ctrlKey: true,
    });
    expect(ctrlClick).toBe(true); // not prevented: the browser opens a new tab
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it("offers scroll buttons when the list overflows", async () => {
    const scrollWidth = jest
      .spyOn(HTMLElement.prototype, "scrollWidth", "get")
      .mockReturnValue(900);
    const clientWidth = jest
      .spyOn(HTMLElement.prototype, "clientWidth", "get")
      .mockReturnValue(300);
    const scrollBy = jest.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    const { user } = renderWithTheme(<ScrollableNav />);
    expect(screen.getByRole("button", { name: "Scroll back" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Scroll forward" }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 240 });
    scrollWidth.mockRestore();
    clientWidth.mockRestore();
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
  });

  it("shows no scroll buttons when everything fits", () => {
    renderWithTheme(<ScrollableNav />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("scrolls the track, never the page, to the current link, and only when it changes", () => {
    const scrollIntoView = jest.fn();
    const scrollBy = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    HTMLElement.prototype.scrollBy = scrollBy;
    // The track spans 0-300 px; each link is 100 px wide, laid out by its index.
    const rect = jest
      .spyOn(Element.prototype, "getBoundingClientRect")
      .mockImplementation(function (this: Element) {
        const index = items.findIndex((item) => this.getAttribute("href") === item.href);
        const [left, width] = index >= 0 ? [index * 100, 100] : [0, 300];
        return { left, right: left + width, top: 0, bottom: 40, width, height: 40 } as DOMRect;
      });
    const { rerender } = renderWithTheme(
      <CategoryNav items={items} currentId="live" label="Game categories" />,
    );
    // "Live casino" (300-400 px) sticks out 100 px past the track's end.
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenCalledWith({ left: 100 });
    // A re-render with equal items (a new array, as a parent's render makes) moves nothing.
    rerender(<CategoryNav items={[...items]} currentId="live" label="Game categories" />);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    // A link already in view needs no scrolling either.
    rerender(<CategoryNav items={[...items]} currentId="slots" label="Game categories" />);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).not.toHaveBeenCalled();
    rect.mockRestore();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
  });
});
