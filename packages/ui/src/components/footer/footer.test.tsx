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

  it("opens a mailto link in the mail app, neither routed nor in a new tab, and shows the trust slot", async () => {
    const onNavigate = jest.fn();
    const { user } = renderFooter({
      onNavigate,
      trustSlot: <p>Licensed</p>,
      groups: [
        {
          id: "contact",
          title: "Contact",
          links: [{ id: "mail", label: "E-mail", href: "mailto:help@example.com", external: true }],
        },
      ],
    });
    const mail = screen.getByRole("link", { name: "E-mail" });
    expect(mail).not.toHaveAttribute("target");
    // The page stays put in the test (jsdom cannot open a mail app); the router is not asked.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener("click", stay);
    await user.click(mail);
    document.removeEventListener("click", stay);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(screen.getByText("Licensed")).toBeInTheDocument();
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
