import { screen, within } from "@testing-library/react";
import { expectRoutedLink, renderWithTheme } from "../../test/index.ts";
import { BlogCard } from "./blog-card.tsx";
import { blogPost } from "./blog-card.stories-data.ts";

describe("BlogCard", () => {
  it("shows the post and links to it by its title", () => {
    renderWithTheme(<BlogCard {...blogPost} />);
    const card = screen.getByRole("article", { name: blogPost.title });
    expect(screen.getByRole("heading", { level: 3, name: blogPost.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: blogPost.title })).toHaveAttribute(
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
    renderWithTheme(<BlogCard {...blogPost} locale="de" headingLevel={2} />);
    expect(screen.getByRole("heading", { level: 2 })).toBeInTheDocument();
    expect(screen.getByRole("article").querySelector("time")).toHaveTextContent("30. Oktober 2026");
  });

  it("navigates through the router callback", async () => {
    await expectRoutedLink(
      (onNavigate) => <BlogCard {...blogPost} onNavigate={onNavigate} />,
      blogPost.title,
      "/blogs/provably-fair-dice",
    );
  });
});
