import { render } from "@testing-library/react";
import { SafeHtml, sanitizeHtml } from "./safe-html.tsx";

describe("sanitizeHtml", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi<script>steal()</script></p><img src="x.png" onerror="steal()"><a href="javascript:steal()">x</a>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain("<p>Hi</p>");
  });

  it("drops forms, frames and inline styles", () => {
    const clean = sanitizeHtml(
      '<form action="/x"><input name="p"></form><iframe src="https://evil"></iframe><p style="position:fixed">t</p>',
    );
    expect(clean).toBe("<p>t</p>");
  });

  it("opens external links in a new tab without opener, keeps internal ones", () => {
    const clean = sanitizeHtml(
      '<a href="https://example.com">out</a><a href="/promotion" target="_top">in</a>',
    );
    expect(clean).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>',
    );
    expect(clean).toContain('<a href="/promotion">in</a>');
  });

  it("keeps article markup and lazy-loads images", () => {
    const clean = sanitizeHtml('<h2>T</h2><ul><li>a</li></ul><img src="/a.png" alt="A">');
    expect(clean).toContain("<h2>T</h2><ul><li>a</li></ul>");
    expect(clean).toMatch(/<img[^>]*loading="lazy"/);
    expect(sanitizeHtml("<table><tbody><tr><td>1</td></tr></tbody></table>")).toContain(
      '<table tabindex="0">',
    );
  });
});

describe("SafeHtml", () => {
  it("renders the sanitised HTML", () => {
    const { container } = render(
      <SafeHtml as="article" html={"<p>Hello</p><script>x()</script>"} />,
    );
    expect(container.querySelector("article")?.innerHTML).toBe("<p>Hello</p>");
  });
});
