import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { forwardedTestApi } from "@casino/core";
import { Button, CopyField, Skeleton, stack, Inline, panelSurface, Page, Text } from "@casino/ui";
import { QueryView, useRefetch } from "../../shared/query-states.tsx";
import { useQuery } from "@casino/core/react";
import { PageTitle } from "../page/index.ts";

const Facts = styled.dl`
  ${stack("sm")}
  margin: 0;
  ${panelSurface()}
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-inline-size: 0;
    overflow-wrap: anywhere;
    text-align: end;
  }
`;

const Mono = styled.code`
  font-family: ${({ theme }) => theme.typography.fonts.mono};
`;

const Blocked = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * `/x-forwarded-for-test`: the client address the server resolved (what rate limits and the
 * country block use), its country, whether forwarding headers are trusted, and the
 * `X-Forwarded-For` / `X-Forwarded-For-2` headers as the server received them; copy and refresh.
 */
export function ForwardedTestPage() {
  const { t } = useLingui();
  const result = useQuery(forwardedTestApi.endpoints.getForwardedAddressTest, undefined);
  const refresh = useRefetch(forwardedTestApi.endpoints.getForwardedAddressTest, undefined);
  // RTK Query's entry also says when a refresh is under way (the shared QueryState omits it).
  const fetching = Boolean((result as { isFetching?: boolean }).isFetching);
  const notSent = <Muted>{t`Not sent`}</Muted>;
  const copyLabels = {
    copyLabel: t`Copy`,
    copiedLabel: t`Copied`,
    errorLabel: t`Copy failed, select the text instead`,
  };

  const body = (
    <QueryView
      state={result}
      keepDataOnError
      loading={
        <div role="status" aria-label={t`Loading the addresses`} aria-busy="true">
          <Skeleton shape="rect" height="4.5rem" />
          <Skeleton shape="text" lines={4} />
        </div>
      }
      failedTitle={t`The addresses could not be loaded.`}
      onRetry={refresh}
    >
      {(data) => (
        <>
          <CopyField
            label={t`Your address as the server sees it`}
            value={data.client_ip}
            {...copyLabels}
          />
          <Facts aria-label={t`What the server saw`}>
            <div>
              <dt>{t`Country`}</dt>
              <dd>
                {data.country_code ? <Mono>{data.country_code}</Mono> : <Muted>{t`Unknown`}</Muted>}
                {data.is_blocked ? (
                  <>
                    {" "}
                    <Blocked>{t`Blocked here`}</Blocked>
                  </>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>X-Forwarded-For</dt>
              <dd>{data.x_forwarded_for ? <Mono>{data.x_forwarded_for}</Mono> : notSent}</dd>
            </div>
            <div>
              <dt>X-Forwarded-For-2</dt>
              <dd>{data.x_forwarded_for_2 ? <Mono>{data.x_forwarded_for_2}</Mono> : notSent}</dd>
            </div>
            <div>
              <dt>{t`Forwarded addresses trusted`}</dt>
              <dd>{data.proxy_trusted ? t`Yes` : t`No: the connection's own address is used`}</dd>
            </div>
          </Facts>
          {data.x_forwarded_for ? (
            <CopyField label="X-Forwarded-For" value={data.x_forwarded_for} {...copyLabels} />
          ) : null}
          {data.x_forwarded_for_2 ? (
            <CopyField label="X-Forwarded-For-2" value={data.x_forwarded_for_2} {...copyLabels} />
          ) : null}
        </>
      )}
    </QueryView>
  );
  return (
    <Page width="reading">
      <Inline gap="sm" justify="between">
        <PageTitle>{t`Forwarded address test`}</PageTitle>
        <Button
          variant="secondary"
          size="sm"
          onClick={refresh}
          disabled={fetching}
          aria-busy={fetching}
        >
          {t`Refresh`}
        </Button>
      </Inline>
      <Text tone="subdued">{t`The client addresses the server saw for this page's request, for checking a proxy set-up.`}</Text>
      {body}
    </Page>
  );
}
