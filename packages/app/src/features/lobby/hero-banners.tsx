import { useLingui } from "@lingui/react/macro";
import type { Game } from "@casino/core";
import { Carousel, HeroBanner, HeroBannerPlaceholder, navigationClick } from "@casino/ui";
import { useRouterNavigate } from "../../shared/router-link.tsx";
import { slotHref, type SlotItem } from "./slot-items.ts";

/** Banner hues, one per position (site art is not configurable yet: the banner draws itself). */
const hues = [268, 200, 328, 160, 24, 236];

/**
 * The hero banners of a page (`in_top_lobby`, `in_top_live_casino`): a carousel (buttons, arrow
 * keys, swipe on phones) of fixed-ratio banners, each leading where the site configured it and
 * showing games of its category when the page has them.
 */
export function HeroBanners({
  items,
  loading,
  gamesFor,
}: {
  items: readonly SlotItem[];
  loading: boolean;
  /** Games to show on a banner (its category's, when loaded). */
  gamesFor: (item: SlotItem) => readonly Game[];
}) {
  const { t } = useLingui();
  const onNavigate = useRouterNavigate();
  if (loading) {
    return <HeroBannerPlaceholder />;
  }
  if (items.length === 0) return null;
  return (
    <Carousel
      label={t`Featured`}
      previousLabel={t`Previous banner`}
      nextLabel={t`Next banner`}
      slideLabel={(position, total) => t`${position} of ${total}`}
      slides={items.map((item, index) => {
        const { href, external } = slotHref(item);
        const art = gamesFor(item).slice(0, 3);
        return {
          id: String(item.id),
          content: (
            <HeroBanner
              href={href}
              hue={hues[index % hues.length] ?? 268}
              title={item.title}
              ctaLabel={t`Explore`}
              images={art.map((game) => ({ id: game.id, src: game.image }))}
              eager={index === 0}
              {...(external
                ? { target: "_blank", rel: "noopener noreferrer" }
                : { onClick: navigationClick(href, onNavigate) })}
            />
          ),
        };
      })}
    />
  );
}
