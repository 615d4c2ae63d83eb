import { ArticleBody } from "@casino/ui";
import { SafeHtml } from "./safe-html.tsx";

export interface ArticleHtmlProps {
  /** Server HTML; sanitised by {@link SafeHtml} before it reaches the page. */
  html: string;
  className?: string;
  /** The element that holds the HTML (default `div`). */
  as?: "div" | "article" | "section";
}

/**
 * Server HTML (blog posts, static pages, promotion and notification bodies) sanitised and set in
 * the kit's article typography: headings, lists, tables, code, quotes; images within the column
 * and kept at their box while they load.
 */
export function ArticleHtml({ html, className, as }: ArticleHtmlProps) {
  return (
    <ArticleBody className={className}>
      <SafeHtml html={html} as={as} />
    </ArticleBody>
  );
}
