import styled from "styled-components";
import { Skeleton, textStyle, Page, type PageProps } from "@casino/ui";
import { asRequestError } from "../../shared/request-error.ts";

/** The column of a content page (blog post, static page): readable line length. */
/** The column of an article or a static page, as wide as text reads well. */
export function ContentColumn(props: PageProps) {
  return <Page width="reading" {...props} />;
}

/** Date, reading time and the like under a title. */
export const MetaLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: calc(-1 * ${({ theme }) => theme.space.md}) 0 0;
  ${textStyle("sm", "textMuted")}
`;

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
