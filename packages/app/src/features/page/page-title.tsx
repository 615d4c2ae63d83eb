import type { ReactNode } from "react";
import { Box, Heading } from "@casino/ui";
import { usePageHead } from "./page-head.tsx";

export interface PageTitleProps {
  children: ReactNode;
  /** No space below it: the title shares its row with something else (a status chip). */
  flush?: boolean;
}

/**
 * The page's one `h1`. A plain text title is also the document's title ("{title} · {site}", see
 * `usePageHead`); a page whose heading is not plain text calls `usePageHead` itself.
 */
export function PageTitle({ children, flush = false }: PageTitleProps) {
  usePageHead(typeof children === "string" ? children : undefined);
  const heading = (
    <Heading level={1} size="page">
      {children}
    </Heading>
  );
  return flush ? heading : <Box paddingBlockEnd="lg">{heading}</Box>;
}
