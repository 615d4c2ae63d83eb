import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import type { Game } from "@casino/core";
import { Carousel, Skeleton, navigationClick } from "@casino/ui";
import { useRouterNavigate } from "../frame/router-adapter.ts";
import { slotHref, type SlotItem } from "./slot-items.ts";

/** Banner hues, one per position (site art is not configurable yet: the banner draws itself). */
const hues = [268, 200, 328, 160, 24, 236];

/** Same box for the placeholder and the banners: nothing moves when they arrive. */
const bannerBox = `
  aspect-ratio: 16 / 9;
  @media (min-width: 600px) {
    aspect-ratio: 3 / 1;
  }
  @media (min-width: 1280px) {
    aspect-ratio: 4 / 1;
  }
`;

const Placeholder = styled.div`
  ${bannerBox}
  margin-block-end: calc(${({ theme }) => theme.sizes.controlMd} + ${({ theme }) => theme.space.sm});
  & > * {
    block-size: 100%;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Banner = styled.a<{ $hue: number }>`
  ${bannerBox}
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(
      circle at 85% 20%,
      hsl(${({ $hue }) => ($hue + 40) % 360} 90% 60% / 0.45),
      transparent 55%
    ),
    linear-gradient(
      120deg,
      hsl(${({ $hue }) => $hue} 70% 22%),
      hsl(${({ $hue }) => ($hue + 30) % 360} 75% 38%)
    );
  color: #fff;
  text-decoration: none;
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 0.8fr);
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Copy = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

const Title = styled.span`
  font-family: ${({ theme }) => theme.typography.fonts.display};
  font-size: clamp(1.125rem, 3.2vw, 2.25rem);
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  line-height: 1.15;
  text-shadow: 0 2px 12px rgb(0 0 0 / 0.35);
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Cta = styled.span`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.controlSm};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #fff;
  color: #14121f;
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Art = styled.span`
  position: relative;
  block-size: 100%;
  min-inline-size: 0;
  & > img {
    position: absolute;
    inset-block-start: 50%;
    block-size: 88%;
    inline-size: auto;
    aspect-ratio: 3 / 4;
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.45);
    object-fit: cover;
  }
  & > img:nth-child(1) {
    inset-inline-end: 44%;
    transform: translateY(-50%) rotate(-8deg) scale(0.86);
  }
  & > img:nth-child(2) {
    inset-inline-end: 4%;
    transform: translateY(-50%) rotate(8deg) scale(0.86);
  }
  & > img:nth-child(3) {
    inset-inline-end: 22%;
    transform: translateY(-50%);
    z-index: 1;
  }
  /* Phones: one card, inside its column (the title keeps its room). */
  @media (max-width: 599px) {
    & > img:nth-child(1),
    & > img:nth-child(2) {
      display: none;
    }
    & > img:nth-child(3) {
      inset-inline-end: 0;
      block-size: 80%;
    }
  }
`;

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
    return (
      <Placeholder aria-hidden="true">
        <Skeleton shape="rect" />
      </Placeholder>
    );
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
            <Banner
              href={href}
              $hue={hues[index % hues.length] ?? 268}
              {...(external
                ? { target: "_blank", rel: "noopener noreferrer" }
                : { onClick: navigationClick(href, onNavigate) })}
            >
              <Copy>
                <Title>{item.title}</Title>
                <Cta aria-hidden="true">{t`Explore`}</Cta>
              </Copy>
              <Art aria-hidden="true">
                {art.map((game, i) => (
                  <img
                    key={game.id}
                    src={game.image}
                    alt=""
                    width={300}
                    height={400}
                    loading={index === 0 && i < 3 ? "eager" : "lazy"}
                  />
                ))}
              </Art>
            </Banner>
          ),
        };
      })}
    />
  );
}
