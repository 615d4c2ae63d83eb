import { useState } from "react";
import { useParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { href, promotionsApi, routes } from "@casino/core";
import {
  Button,
  EmptyState,
  PromotionCard,
  Skeleton,
  Box,
  CardGrid,
  CoverImage,
  Heading,
  Inline,
  Page,
  Panel,
  Stack,
  Text,
  type CardGridProps,
} from "@casino/ui";
import { PagedListView, QueryView, useRefetch } from "../../shared/query-states.tsx";
import { useQuery } from "@casino/core/react";
import { asRequestError } from "../../shared/request-error.ts";
import { ArticleHtml } from "../../shared/article-html.tsx";
import { NotFoundPage } from "../errors/index.ts";
import { usePageHead, PageTitle } from "../page/index.ts";
import { useRouterNavigate } from "../../shared/router-link.tsx";
import { LiveWins } from "../lobby/index.ts";
import { BonusPromotionDialog } from "./bonus-promotion-dialog.tsx";
import { WelcomeOfferAction } from "../bonuses/index.ts";
import { promotionPeriod } from "./promotion-period.ts";

/** Promotions per page of `/promotion`. */
export const PROMOTIONS_PER_PAGE = 12;

/** The promotion cards, with room below them before the pages. */
function PromotionGrid(props: CardGridProps) {
  return (
    <Box paddingBlockEnd="xl">
      <CardGrid {...props} />
    </Box>
  );
}

/** `/promotion`: the current promotions, newest first, under the lobby's live wins strip. */
export function PromotionsPage() {
  const { t, i18n } = useLingui();
  const onNavigate = useRouterNavigate();
  const [current, setCurrent] = useState(1);
  const query = { page: current, per_page: PROMOTIONS_PER_PAGE };
  const state = useQuery(promotionsApi.endpoints.listPromotions, query);
  const retry = useRefetch(promotionsApi.endpoints.listPromotions, query);
  const body = (
    <PagedListView
      state={state}
      keepDataOnError
      skeleton={{ label: t`Loading promotions`, count: 6, mediaAspect: "16 / 9", lines: 2 }}
      failedTitle={t`The promotions could not be loaded.`}
      onRetry={retry}
      empty={
        <EmptyState
          title={t`No promotions right now`}
          description={t`New offers appear here. Come back soon.`}
        />
      }
      list={PromotionGrid}
      listLabel={t`Promotions`}
      pagesLabel={t`Promotion pages`}
      onPageChange={setCurrent}
    >
      {(promotion) => (
        <PromotionCard
          title={promotion.title}
          summary={promotion.summary}
          imageSrc={promotion.image}
          period={promotionPeriod(i18n, promotion.starts_at, promotion.ends_at)}
          href={href(routes.promotion, { id: promotion.slug })}
          ctaLabel={t`Read more`}
          onNavigate={onNavigate}
        />
      )}
    </PagedListView>
  );
  return (
    <>
      <PageTitle>{t`Promotions`}</PageTitle>
      <Box paddingBlockEnd="xl">
        <LiveWins />
      </Box>
      {body}
    </>
  );
}

/**
 * `/promotion/{id or slug}`: scrolled to the top on entry; the image, period, sanitised body and
 * terms, and the linked bonus with the "bonus promotion" dialog to get it.
 */
export function PromotionPage() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const promotion = useQuery(promotionsApi.endpoints.getPromotion, id);
  const retry = useRefetch(promotionsApi.endpoints.getPromotion, id);
  const failed = promotion.isError && !promotion.data;
  if (promotion.isError && asRequestError(promotion.error)?.status === 404) return <NotFoundPage />;
  return (
    <>
      {failed ? <PageTitle>{t`Promotion`}</PageTitle> : null}
      <QueryView
        state={promotion}
        keepDataOnError
        loading={
          <Page as="article" width="reading" aria-busy="true" aria-label={t`Loading promotion`}>
            <PageTitle>
              <Skeleton shape="text" width="14rem" />
            </PageTitle>
            <Skeleton shape="rect" height="14rem" />
            <Skeleton shape="text" />
            <Skeleton shape="text" />
          </Page>
        }
        failedTitle={t`This promotion could not be loaded.`}
        onRetry={retry}
      >
        {(data) => <PromotionArticle data={data} />}
      </QueryView>
    </>
  );
}

type PromotionDetail = NonNullable<
  ReturnType<ReturnType<typeof promotionsApi.endpoints.getPromotion.select>>["data"]
>;

/** A loaded promotion: image, period, summary, bonus code, sanitised body and terms. */
function PromotionArticle({ data }: { data: PromotionDetail }) {
  const { t, i18n } = useLingui();
  const [getting, setGetting] = useState(false);
  const period = promotionPeriod(i18n, data.starts_at, data.ends_at);
  usePageHead(data.title, data.summary || undefined);
  return (
    <Page as="article" width="reading" aria-labelledby="promotion-title">
      <PageTitle>
        <span id="promotion-title">{data.title}</span>
      </PageTitle>
      {data.image ? <CoverImage src={data.image} /> : null}
      {period ? <Text tone="subdued">{period}</Text> : null}
      {data.summary ? <Text tone="subdued">{data.summary}</Text> : null}
      {data.bonus_code ? (
        <Panel aria-labelledby="promotion-bonus">
          <Inline gap="md" justify="between">
            <Stack>
              <Heading level={2} size="sm" id="promotion-bonus">
                {t`Bonus code`}
              </Heading>
              <Text as="code" variant="codeLg">
                {data.bonus_code}
              </Text>
            </Stack>
            <Button onClick={() => setGetting(true)}>{t`Get this bonus`}</Button>
          </Inline>
        </Panel>
      ) : data.bonus_type === "welcome_bonus_offer" ? (
        <WelcomeOfferAction />
      ) : null}
      <ArticleHtml html={data.body} />
      {data.terms ? (
        <section aria-labelledby="promotion-terms">
          <Heading level={2} size="md" id="promotion-terms">{t`Terms and conditions`}</Heading>
          <ArticleHtml html={data.terms} />
        </section>
      ) : null}
      {getting && data.bonus_code ? (
        <BonusPromotionDialog
          title={data.title}
          code={data.bonus_code}
          onClose={() => setGetting(false)}
        />
      ) : null}
    </Page>
  );
}
