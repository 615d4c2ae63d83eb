import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Footer, type FooterProps } from "./footer.tsx";
import { footerGroups as groups } from "./footer.stories-data.ts";

/** The footer with the site's link groups; `props` add what a test needs. */
const renderFooter = (props: Partial<FooterProps>) =>
  renderWithTheme(<Footer groups={groups} copyright="©" {...props} />);

describe("Footer", () => {
  it("is the contentinfo landmark with named link groups and the copyright", () => {
    renderFooter({
      copyright: "© 2026 Pixel Bet",
      ageNotice: "18+",
      ageNoticeLabel: "Adults only",
    });
    const footer = screen.getByRole("contentinfo");
    const legal = within(footer).getByRole("navigation", { name: "Legal" });
    expect(
      within(legal)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Terms and conditions", "/page-detail/terms-and-conditions"],
      ["Privacy policy", "/page-detail/privacy-policy"],
      ["Responsible gaming", "/page-detail/responsible-gaming"],
    ]);
    expect(within(footer).getByRole("navigation", { name: "Help" })).toBeInTheDocument();
    expect(screen.getByText("© 2026 Pixel Bet")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Adults only" })).toHaveTextContent("18+");
  });

  it("routes internal links and opens external ones in a new tab", async () => {
    const onNavigate = jest.fn();
    const { user } = renderFooter({ onNavigate });
    await user.click(screen.getByRole("link", { name: "FAQ" }));
    expect(onNavigate).toHaveBeenCalledWith("/page-detail/faqs");
    expect(screen.getByRole("link", { name: "GamCare" })).toHaveAttribute("target", "_blank");
  });

  it("names icon-only social links", () => {
    renderFooter({
      socialLabel: "Follow us",
      socialLinks: [
        {
          id: "tg",
          label: "Telegram",
          href: "https://t.me/pixelbet",
          icon: <svg aria-hidden="true" />,
        },
      ],
    });
    const social = screen.getByRole("list", { name: "Follow us" });
    expect(within(social).getByRole("link", { name: "Telegram" })).toHaveAttribute(
      "href",
      "https://t.me/pixelbet",
    );
  });
});
