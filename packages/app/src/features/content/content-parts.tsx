import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { Button, EmptyState, Skeleton } from "@casino/ui";
import type { QueryEndpoint } from "../../shared/api-hooks.ts";
import { asRequestError } from "../../shared/request-error.ts";
import { useAppDispatch } from "../../shared/store-hooks.ts";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";

/** The column of a content page (blog post, static page): readable line length. */
export const ContentColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  inline-size: 100%;
  max-inline-size: 46rem;
  min-inline-size: 0;
`;

/** Date, reading time and the like under a title. */
export const MetaLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: calc(-1 * ${({ theme }) => theme.space.md}) 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

/** Asks the server again for one cache entry (the Try again of a failed load). */
export function useRefetch<Arg>(endpoint: QueryEndpoint<Arg, unknown>, arg: Arg) {
  const dispatch = useAppDispatch();
  return () =>
    void dispatch(
      (
        endpoint as unknown as {
          initiate: (a: Arg, o: { subscribe: boolean; forceRefetch: boolean }) => unknown;
        }
      ).initiate(arg, { subscribe: false, forceRefetch: true }) as never,
    );
}

/** A failed load: what failed, the server's reason, and Try again. */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const failure = asRequestError(error);
  return (
    <EmptyState
      title={title}
      description={translate(failure?.code ?? failure?.message)}
      action={<Button onClick={onRetry}>{t`Try again`}</Button>}
    />
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
