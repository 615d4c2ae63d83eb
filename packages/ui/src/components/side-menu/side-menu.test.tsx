import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { SideMenu, type SideMenuSection } from "./side-menu.tsx";

const Icon = () => <svg />;
const sections: SideMenuSection[] = [
  {
    id: "casino",
    title: "Casino",
    items: [
      { id: "lobby", label: "Lobby", href: "/", icon: <Icon /> },
      { id: "live", label: "Live casino", href: "/live-casino", icon: <Icon /> },
    ],
  },
  {
    id: "rewards",
    title: "Rewards",
    items: [
      {
        id: "challenges",
        label: "Challenges",
        href: "/challenges",
        icon: <Icon />,
        count: 3,
        countLabel: "3 live",
      },
      { id: "tournaments", label: "Tournaments", href: "/tournaments", icon: <Icon />, count: 120 },
      {
        id: "support",
        label: "Support",
        href: "https://help.example",
        icon: <Icon />,
        external: true,
      },
    ],
  },
];

describe("SideMenu", () => {
  it("is a navigation landmark with titled sections and the current page marked", () => {
    renderWithTheme(<SideMenu label="Main menu" sections={sections} currentId="live" />);
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    const rewards = within(nav).getByRole("list", { name: "Rewards" });
    expect(within(rewards).getAllByRole("link")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Live casino" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("link", { name: /Tournaments/ })).toHaveTextContent("99+");
    expect(screen.getByRole("link", { name: "Challenges 3 live" })).toBeInTheDocument();
  });

  it("keeps names when collapsed to icons and offers a toggle", async () => {
    const onToggle = jest.fn();
    const { user } = renderWithTheme(
      <SideMenu
        label="Main menu"
        sections={sections}
        collapsed
        collapseToggle={{ collapseLabel: "Collapse menu", expandLabel: "Expand menu", onToggle }}
      />,
    );
    expect(screen.getByRole("link", { name: "Lobby" })).toHaveAttribute("title", "Lobby");
    expect(screen.getByRole("list", { name: "Casino" })).toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "Expand menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(onToggle).toHaveBeenCalled();
  });

  it("marks only the current lobby page among links that share its path", () => {
    const lobby: SideMenuSection[] = [
      {
        id: "games",
        items: [
          { id: "lobby", label: "Lobby", href: "/", icon: <Icon /> },
          { id: "slots", label: "Slots", href: "/?type=slots", icon: <Icon /> },
          { id: "fair", label: "Provably fair", href: "/?type=provably-fair", icon: <Icon /> },
        ],
      },
    ];
    renderWithTheme(<SideMenu label="Main" sections={lobby} currentId="slots" variant="drawer" />);
    const current = screen
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Slots"]);
  });

  it("routes internal links and opens external ones in a new tab", async () => {
    const onNavigate = jest.fn();
    const { user } = renderWithTheme(
      <SideMenu label="Main menu" sections={sections} onNavigate={onNavigate} />,
    );
    await user.click(screen.getByRole("link", { name: /Challenges/ }));
    expect(onNavigate).toHaveBeenCalledWith("/challenges");
    const support = screen.getByRole("link", { name: "Support" });
    expect(support).toHaveAttribute("target", "_blank");
    expect(support).toHaveAttribute("rel", "noopener noreferrer");
  });
});
