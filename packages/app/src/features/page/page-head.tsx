import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from "react";
import { siteApi } from "@casino/core";
import { useQuery } from "@casino/core/react";
import { useMatches } from "react-router";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useAppOptions } from "../../routes/app-options.tsx";
import { applyPageHead } from "../site/index.ts";

/** A route's default head (`handle.head` in the route table): translated at render time. */
export interface RouteHead {
  title: MessageDescriptor;
  description?: MessageDescriptor;
}

/** What a mounted page says about itself (its name once loaded, an excerpt). */
interface PageHead {
  title: string;
  description?: string;
}

type SetPageHead = (head: PageHead | null) => void;

const PageHeadContext = createContext<SetPageHead | null>(null);

/** The site's name: the settings' title (the brand), else the shell's default. */
export function useSiteName(): string {
  const { siteHostname, defaultTitle } = useAppOptions();
  const { data: site } = useQuery(siteApi.endpoints.getSiteSettings, siteHostname);
  return site?.title || defaultTitle;
}

/**
 * The page's `<title>` and meta description while the calling page is mounted: `title` is the
 * page's own name (a game's, a category's, a post's title), shown as "{title} · {site name}";
 * `description` replaces the translated default. Nothing while `title` is undefined (loading):
 * the route's default head stays.
 */
export function usePageHead(title: string | undefined, description?: string): void {
  const set = useContext(PageHeadContext);
  useLayoutEffect(() => {
    if (!set || !title) return undefined;
    set({ title, description });
    return () => set(null);
  }, [set, title, description]);
}

function hasHead(handle: unknown): handle is { head: RouteHead } {
  return typeof handle === "object" && handle !== null && "head" in handle;
}

/**
 * Keeps the document head on the page shown, in the player's language: the title
 * "{page} · {site name}" and a meta description, from the mounted page's {@link usePageHead},
 * else the deepest matched route's `handle.head`, else the site's name alone. Wraps the routes'
 * outlet (pages call `usePageHead` below it).
 */
export function PageHeadProvider({ children }: { children: ReactNode }) {
  const [page, setPage] = useState<PageHead | null>(null);
  const { t, i18n } = useLingui();
  const siteName = useSiteName();
  const matches = useMatches();
  const routeHead = [...matches].reverse().find((match) => hasHead(match.handle))?.handle as
    { head: RouteHead } | undefined;
  const pageTitle = page?.title ?? (routeHead ? i18n._(routeHead.head.title) : undefined);
  const routeDescription = routeHead?.head.description
    ? i18n._(routeHead.head.description)
    : undefined;
  const title = pageTitle ? `${pageTitle} · ${siteName}` : siteName;
  const description =
    page?.description ??
    (page ? undefined : routeDescription) ??
    (pageTitle
      ? t`${pageTitle} at ${siteName}, a crypto casino with slots, provably fair originals and live games.`
      : t`${siteName}: a crypto casino with slots, provably fair originals and live games.`);
  useEffect(() => {
    applyPageHead(document, { title, description });
  }, [title, description]);
  return <PageHeadContext.Provider value={setPage}>{children}</PageHeadContext.Provider>;
}
