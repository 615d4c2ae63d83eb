import { screen, within } from "@testing-library/react";
import { expectRoutedLink, renderWithTheme } from "../../test/index.ts";
import { BlogCard } from "./blog-card.tsx";

const props = {
  title: "How provably fair dice works",
  excerpt: "Server seed, client seed and nonce: verify every roll yourself.",
  publishedAt: "2026-10-30T10:00:00Z",
  locale: "en",
  tags: ["Provably fair", "Guides"],
  meta: "4 min read",
  href: "/blogs/provably-fair-dice",
};

describe("BlogCard", () => {
  it("shows the post and links to it by its title", () => {
    renderWithTheme(<BlogCard {...props} />);
    const card = screen.getByRole("article", { name: props.title });
    expect(screen.getByRole("heading", { level: 3, name: props.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: props.title })).toHaveAttribute(
      "href",
      "/blogs/provably-fair-dice",
    );
    expect(card.querySelector("time")).toHaveTextContent("October 30, 2026");
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Provably fair", "Guides"]);
    expect(card).toHaveTextContent("4 min read");
  });

  it("formats the date in the given locale and honours the heading level", () => {
    renderWithTheme(<BlogCard {...props} locale="de" headingLevel={2} />);
    expect(screen.getByRole("heading", { level: 2 })).toBeInTheDocument();
    expect(screen.getByRole("article").querySelector("time")).toHaveTextContent("30. Oktober 2026");
  });

  it("navigates through the router callback", async () => {
    await expectRoutedLink(
      (onNavigate) => <BlogCard {...props} onNavigate={onNavigate} />,
      props.title,
      "/blogs/provably-fair-dice",
    );
  });
});
