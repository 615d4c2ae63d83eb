import { useParams, useSearchParams } from "react-router";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type BlogListQuery, blogsApi, href, routes } from "@casino/core";
import {
  BlogCard,
  CardSkeleton,
  CategoryNav,
  EmptyState,
  Skeleton,
  type CategoryNavItem,
  Box,
  CardGrid,
  ChipLinkList,
  CoverImage,
  Heading,
  Inline,
  Page,
} from "@casino/ui";
import { ListPagination, QueryView, usePageParam, useRefetch } from "../../shared/query-states.tsx";
import { useQuery } from "@casino/core/react";
import { ArticleHtml } from "../../shared/article-html.tsx";
import { AppLink, useRouterNavigate } from "../../shared/router-link.tsx";
import { NotFoundPage } from "../errors/index.ts";
import { usePageHead, PageTitle } from "../page/index.ts";
import { ArticleSkeleton, ContentColumn, isNotFound, MetaLine } from "./content-parts.tsx";

/** The posts with one tag. */
const tagHref = (slug: string) => `${href(routes.blogs)}?tag=${encodeURIComponent(slug)}`;

/** Posts on one page of `/blogs`. */
export const BLOGS_PER_PAGE = 12;
/** Related posts under a post. */
const RELATED_COUNT = 3;

/** "4 min read" for a post's reading time. */
function ReadingTime({ minutes }: { minutes: number }) {
  return <Plural value={minutes} one="# min read" other="# min read" />;
}

/** The `?page=` of the address, 1 when missing or malformed. */
function pageParam(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The `?tag=` of the address when it is a tag slug the server accepts. */
function tagParam(params: URLSearchParams): string | undefined {
  const tag = params.get("tag") ?? "";
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(tag) && tag.length <= 100 ? tag : undefined;
}

type BlogSummaries = NonNullable<
  ReturnType<ReturnType<typeof blogsApi.endpoints.listBlogs.select>>["data"]
>["data"];

/** A grid of post cards (or its skeleton while `posts` is undefined). */
function BlogCards({
  posts,
  label,
  skeletons = 6,
}: {
  posts: BlogSummaries | undefined;
  label: string;
  skeletons?: number;
}) {
  const { i18n } = useLingui();
  const onNavigate = useRouterNavigate();
  if (!posts) {
    return (
      <CardGrid aria-label={label} aria-busy="true">
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={index}>
            <CardSkeleton lines={3} />
          </li>
        ))}
      </CardGrid>
    );
  }
  return (
    <CardGrid aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>
          <BlogCard
            title={post.title}
            excerpt={post.excerpt}
            imageSrc={post.cover_image}
            publishedAt={post.published_at}
            locale={i18n.locale}
            tags={post.tags.map((tag) => tag.name)}
            meta={<ReadingTime minutes={post.reading_minutes} />}
            href={href(routes.blogPost, { id: post.slug })}
            onNavigate={onNavigate}
          />
        </li>
      ))}
    </CardGrid>
  );
}

/**
 * `/blogs`: posts newest first as cards, filtered by tag (`?tag=`, the tag bar) and paged
 * (`?page=`), both in the address bar; skeleton cards while loading, an empty state, Try again.
 */
export function BlogsPage() {
  const { t } = useLingui();
  const onNavigate = useRouterNavigate();
  const [params] = useSearchParams();
  const setPage = usePageParam();
  const tag = tagParam(params);
  const page = pageParam(params);
  const query: BlogListQuery = { ...(tag ? { tag } : {}), page, per_page: BLOGS_PER_PAGE };
  const posts = useQuery(blogsApi.endpoints.listBlogs, query);
  const tags = useQuery(blogsApi.endpoints.listBlogTags, undefined);
  const retry = useRefetch(blogsApi.endpoints.listBlogs, query);
  const tagName = tags.data?.find((item) => item.slug === tag)?.name;

  const navItems: CategoryNavItem[] = [
    { id: "all", label: t`All posts`, href: href(routes.blogs) },
    ...(tags.data ?? []).map((item) => ({
      id: item.slug,
      label: item.name,
      href: tagHref(item.slug),
      count: item.posts_count,
    })),
  ];

  const body = (
    <QueryView
      state={posts}
      keepDataOnError
      loading={<BlogCards posts={undefined} label={tagName ?? t`Posts`} />}
      failedTitle={t`The blog could not be loaded.`}
      onRetry={retry}
      empty={
        <EmptyState
          title={tag ? t`No posts with this tag yet.` : t`No posts yet.`}
          description={tag ? undefined : t`New articles will show here.`}
          action={tag ? <AppLink to={href(routes.blogs)}>{t`All posts`}</AppLink> : undefined}
        />
      }
    >
      {(data) => (
        <>
          <BlogCards posts={data.data} label={tagName ?? t`Posts`} />
          <ListPagination
            data={data}
            label={t`Blog pages`}
            onPageChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </QueryView>
  );
  return (
    <Page width="full">
      <Inline align="baseline" justify="between" gap="sm">
        <PageTitle flush>{tagName ? t`Blog: ${tagName}` : t`Blog`}</PageTitle>
        <AppLink to={href(routes.blogTags)}>{t`All tags`}</AppLink>
      </Inline>
      {tags.data && tags.data.length > 0 ? (
        <CategoryNav
          items={navItems}
          currentId={tag ?? "all"}
          label={t`Blog tags`}
          onNavigate={onNavigate}
          scrollBackLabel={t`Scroll back`}
          scrollForwardLabel={t`Scroll forward`}
        />
      ) : null}
      {body}
    </Page>
  );
}

/** `/blogs/tags`: every tag with its number of posts, each opening `/blogs?tag=`. */
export function BlogTagsPage() {
  const { t } = useLingui();
  const onNavigate = useRouterNavigate();
  const tags = useQuery(blogsApi.endpoints.listBlogTags, undefined);
  const retry = useRefetch(blogsApi.endpoints.listBlogTags, undefined);
  const body = (
    <QueryView
      state={tags}
      keepDataOnError
      loading={
        <Inline as="ul" gap="sm" aria-label={t`Blog tags`} aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index} aria-hidden="true">
              <Skeleton shape="rect" width="7rem" height="2.25rem" />
            </li>
          ))}
        </Inline>
      }
      failedTitle={t`The tags could not be loaded.`}
      onRetry={retry}
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState
          title={t`No tags yet.`}
          action={<AppLink to={href(routes.blogs)}>{t`All posts`}</AppLink>}
        />
      }
    >
      {(data) => (
        <ChipLinkList
          size="md"
          aria-label={t`Blog tags`}
          onNavigate={onNavigate}
          links={data.map((tag) => ({
            id: String(tag.id),
            label: tag.name,
            href: tagHref(tag.slug),
            meta: <Plural value={tag.posts_count} one="# post" other="# posts" />,
          }))}
        />
      )}
    </QueryView>
  );
  return (
    <Page width="full">
      <Inline align="baseline" justify="between" gap="sm">
        <PageTitle flush>{t`Blog tags`}</PageTitle>
        <AppLink to={href(routes.blogs)}>{t`All posts`}</AppLink>
      </Inline>
      {body}
    </Page>
  );
}

/** Up to three other posts: of the post's first tag, else the newest. */
function RelatedPosts({ id, tag }: { id: number; tag: string | undefined }) {
  const { t } = useLingui();
  const query: BlogListQuery = { ...(tag ? { tag } : {}), page: 1, per_page: RELATED_COUNT + 1 };
  const list = useQuery(blogsApi.endpoints.listBlogs, query);
  if (list.isError) return null;
  const posts = list.data?.data.filter((post) => post.id !== id).slice(0, RELATED_COUNT);
  if (posts && posts.length === 0) return null;
  return (
    <Box as="section" paddingBlockStart="xl" aria-labelledby="related-posts">
      <Heading level={2} size="md" id="related-posts">
        {t`Related posts`}
      </Heading>
      <BlogCards posts={posts} label={t`Related posts`} skeletons={RELATED_COUNT} />
    </Box>
  );
}

/**
 * `/blogs/{id or slug}`: the post in the current language: title, date, reading time, author,
 * tags (each opening the tag's list), cover (sized, no shift), the body sanitised in the kit's
 * article typography, and related posts. An unknown post gives the 404 page.
 */
export function BlogPostPage() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const post = useQuery(blogsApi.endpoints.getBlog, id);
  const retry = useRefetch(blogsApi.endpoints.getBlog, id);
  if (post.isError && isNotFound(post.error)) return <NotFoundPage />;
  return (
    <QueryView
      state={post}
      keepDataOnError
      loading={<ArticleSkeleton label={t`Loading the post`} />}
      failedTitle={t`This post could not be loaded.`}
      onRetry={retry}
    >
      {(data) => <BlogPost data={data} />}
    </QueryView>
  );
}

type BlogDetail = NonNullable<
  ReturnType<ReturnType<typeof blogsApi.endpoints.getBlog.select>>["data"]
>;

/** A loaded post with its related posts. */
function BlogPost({ data }: { data: BlogDetail }) {
  const { t, i18n } = useLingui();
  const onNavigate = useRouterNavigate();
  const published = new Date(data.published_at);
  usePageHead(data.title, data.excerpt || undefined);
  const author = data.author_name;
  return (
    <Page width="full">
      <ContentColumn as="article" aria-labelledby="blog-post-title">
        <AppLink to={href(routes.blogs)}>{t`All posts`}</AppLink>
        <PageTitle flush>
          <span id="blog-post-title">{data.title}</span>
        </PageTitle>
        <MetaLine>
          <time dateTime={data.published_at}>
            {published.toLocaleDateString(i18n.locale, { dateStyle: "long" })}
          </time>
          <span>
            <ReadingTime minutes={data.reading_minutes} />
          </span>
          {author ? (
            <span>
              <Trans>By {author}</Trans>
            </span>
          ) : null}
        </MetaLine>
        {data.tags.length > 0 ? (
          <ChipLinkList
            size="md"
            aria-label={t`Tags`}
            onNavigate={onNavigate}
            links={data.tags.map((tag) => ({
              id: String(tag.id),
              label: tag.name,
              href: tagHref(tag.slug),
            }))}
          />
        ) : null}
        {data.cover_image ? <CoverImage src={data.cover_image} width={1280} height={720} /> : null}
        <ArticleHtml html={data.body} />
      </ContentColumn>
      <RelatedPosts id={data.id} tag={data.tags[0]?.slug} />
    </Page>
  );
}
