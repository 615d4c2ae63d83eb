import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from "react";
import styled from "styled-components";
import { stack } from "../../theme/layout.ts";
import { IconButton } from "../icon-button/index.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "../icons/index.ts";

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Accessible name, e.g. "Promotions". */
  label: string;
  slides: CarouselSlide[];
  previousLabel: string;
  nextLabel: string;
  /** Name of each slide, e.g. `(i, n) => \`${i} of ${n}\``. */
  slideLabel: (position: number, total: number) => string;
  /** Slides that a horizontal swipe of at least this many px moves (default 40). */
  swipeThreshold?: number;
  /** Controlled index (0-based). */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Wrap around at the ends (default true). */
  loop?: boolean;
  className?: string;
}

const Root = styled.section`
  position: relative;
  ${stack("sm")}
`;

const Viewport = styled.div`
  overflow: hidden;
  /* Vertical scrolling stays with the page; horizontal swipes move the slides. */
  touch-action: pan-y;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Track = styled.div<{ $index: number }>`
  --carousel-direction: -1;
  [dir="rtl"] & {
    --carousel-direction: 1;
  }
  display: flex;
  transform: translateX(calc(var(--carousel-direction) * ${({ $index }) => $index * 100}%));
  transition: transform ${({ theme }) => theme.motion.duration.slow}
    ${({ theme }) => theme.motion.easing.standard};
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-inline-size: 0;
`;

const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  [dir="rtl"] & svg {
    transform: scaleX(-1);
  }
`;

/**
 * A slide show (promotion banners) following the WAI-ARIA carousel pattern:
 * a labelled region with `aria-roledescription="carousel"`, previous / next
 * buttons, arrow keys, and only the current slide exposed to assistive
 * technology. It never auto-advances.
 */
export function Carousel({
  label,
  slides,
  previousLabel,
  nextLabel,
  slideLabel,
  index,
  defaultIndex = 0,
  onIndexChange,
  loop = true,
  swipeThreshold = 40,
  className,
}: CarouselProps) {
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const [internal, setInternal] = useState(defaultIndex);
  const count = slides.length;
  const current = Math.min(Math.max(0, index ?? internal), Math.max(0, count - 1));

  const go = (next: number) => {
    const target = loop ? (next + count) % count : Math.min(Math.max(0, next), count - 1);
    if (target === current) return;
    if (index === undefined) setInternal(target);
    onIndexChange?.(target);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    if (event.key === "ArrowRight") go(current + (rtl ? -1 : 1));
    else if (event.key === "ArrowLeft") go(current + (rtl ? 1 : -1));
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < swipeThreshold || Math.abs(dx) < Math.abs(dy)) return;
    swiped.current = true;
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    // Swiping towards the start shows the next slide.
    go(current + (dx < 0 !== rtl ? 1 : -1));
  };

  const atStart = !loop && current === 0;
  const atEnd = !loop && current === count - 1;

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={handleKeyDown}
      className={className}
    >
      <Viewport
        aria-live="polite"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        onClickCapture={(event) => {
          // The click that ends a swipe does not open the slide's link.
          if (swiped.current) event.preventDefault();
          swiped.current = false;
        }}
      >
        <Track $index={current}>
          {slides.map((slide, i) => (
            <Slide
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i + 1, count)}
              aria-hidden={i === current ? undefined : true}
              inert={i === current ? undefined : true}
            >
              {slide.content}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {count > 1 ? (
        <Controls>
          <IconButton
            label={previousLabel}
            variant="filled"
            disabled={atStart}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            label={nextLabel}
            variant="filled"
            disabled={atEnd}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Controls>
      ) : null}
    </Root>
  );
}
