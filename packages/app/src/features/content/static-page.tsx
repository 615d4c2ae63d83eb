import { useMemo } from "react";
import { useParams } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { siteApi } from "@casino/core";
import { Accordion } from "@casino/ui";
import { QueryView, useRefetch } from "../../shared/query-states.tsx";
import { useQuery } from "@casino/core/react";
import { ArticleHtml } from "../../shared/article-html.tsx";
import { NotFoundPage } from "../errors/index.ts";
import { usePageHead, PageTitle } from "../page/index.ts";
import { ArticleSkeleton, ContentColumn, isNotFound, MetaLine } from "./content-parts.tsx";
import { splitFaq } from "./faq-items.ts";

/** The FAQ page's questions as an accordion (each question a button, its answer a region). */
function FaqBody({ html }: { html: string }) {
  const { introHtml, items } = useMemo(() => splitFaq(html), [html]);
  if (items.length === 0) return <ArticleHtml html={html} />;
  return (
    <>
      {introHtml ? <ArticleHtml html={introHtml} /> : null}
      <Accordion
        headingLevel={2}
        items={items.map((item) => ({
          id: item.id,
          title: item.question,
          content: <ArticleHtml html={item.answerHtml} />,
        }))}
      />
    </>
  );
}

/**
 * `/page-detail/{id or slug}`: one of the site's static pages (about-us, responsible-gaming,
 * terms-and-conditions, privacy-policy, faqs, vpn-instruction, contacts) in the current language,
 * its HTML sanitised; the FAQs as an accordion. Unknown pages give the 404 page.
 */
export function StaticPage() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const page = useQuery(siteApi.endpoints.getPage, id);
  const retry = useRefetch(siteApi.endpoints.getPage, id);
  if (page.isError && isNotFound(page.error)) return <NotFoundPage />;
  return (
    <QueryView
      state={page}
      keepDataOnError
      loading={<ArticleSkeleton label={t`Loading the page`} />}
      failedTitle={t`This page could not be loaded.`}
      onRetry={retry}
    >
      {(data) => <StaticArticle data={data} />}
    </QueryView>
  );
}

type PageDetail = NonNullable<
  ReturnType<ReturnType<typeof siteApi.endpoints.getPage.select>>["data"]
>;

/** A loaded static page: title, last update and the sanitised body (FAQs as an accordion). */
function StaticArticle({ data }: { data: PageDetail }) {
  const { i18n } = useLingui();
  const updated = new Date(data.updated_at);
  usePageHead(data.title);
  return (
    <ContentColumn as="article" aria-labelledby="static-page-title">
      <PageTitle flush>
        <span id="static-page-title">{data.title}</span>
      </PageTitle>
      <MetaLine>
        <span>
          <Trans>
            Last updated{" "}
            <time dateTime={data.updated_at}>
              {updated.toLocaleDateString(i18n.locale, { dateStyle: "long" })}
            </time>
          </Trans>
        </span>
      </MetaLine>
      {data.slug === "faqs" ? <FaqBody html={data.body} /> : <ArticleHtml html={data.body} />}
    </ContentColumn>
  );
}
