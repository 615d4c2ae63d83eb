import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { ArticleBody } from "./article-body.tsx";

describe("ArticleBody", () => {
  it("holds article markup and keeps images within the column", () => {
    renderWithTheme(
      <ArticleBody data-testid="body">
        <h2>Title</h2>
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Cover" />
      </ArticleBody>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Title" })).toBeInTheDocument();
    const css = [...document.querySelectorAll("style")].map((s) => s.textContent).join("\n");
    expect(css).toMatch(/img\{[^}]*max-inline-size:100%/);
    expect(css).toMatch(/img:not\(\[width\]\)[^{]*\{[^}]*aspect-ratio:16\/9/);
    expect(screen.getByRole("img", { name: "Cover" })).toBeInTheDocument();
  });
});
