import type { ReactNode } from "react";
import { Inline, Skeleton, Page, Text, type PageProps } from "@casino/ui";
import { asRequestError } from "../../shared/request-error.ts";

/** The column of an article or a static page, as wide as text reads well. */
export function ContentColumn(props: PageProps) {
  return <Page width="reading" {...props} />;
}

/** Date, reading time and the like under a title (a flush `PageTitle`). */
export function MetaLine({ children }: { children: ReactNode }) {
  return (
    <Text as="div" variant="bodySm" tone="subdued">
      <Inline as="p" gap="md">
        {children}
      </Inline>
    </Text>
  );
}

/** The skeleton of an article while it loads (title, meta, paragraphs). */
export function ArticleSkeleton({ label }: { label: string }) {
  return (
    <ContentColumn role="status" aria-label={label} aria-busy="true">
      <Skeleton shape="text" height="2rem" width="70%" />
      <Skeleton shape="text" width="40%" />
      <Skeleton shape="text" lines={4} />
      <Skeleton shape="text" lines={5} />
    </ContentColumn>
  );
}

/** Whether a failed load was the server's 404. */
export function isNotFound(error: unknown): boolean {
  return asRequestError(error)?.status === 404;
}
