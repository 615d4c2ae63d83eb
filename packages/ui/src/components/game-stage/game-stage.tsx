import { type ReactNode, useEffect, useRef, useState } from "react";
import FocusLock from "react-focus-lock";
import styled from "styled-components";
import { centerStack, cluster, inline, stack, truncate } from "../../theme/layout.ts";
import { media } from "../../tokens/index.ts";
import { Button } from "../button/index.ts";
import { IconButton } from "../icon-button/index.ts";
import { CloseIcon, createIcon } from "../icons/index.ts";
import { Spinner } from "../spinner/index.ts";

const TheatreIcon = createIcon("TheatreIcon", <path d="M3 6h18v12H3zM7 10v4M17 10v4" />);
const FullscreenIcon = createIcon(
  "FullscreenIcon",
  <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />,
);
const ExitFullscreenIcon = createIcon(
  "ExitFullscreenIcon",
  <path d="M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5" />,
);

/** Labels of the stage's controls, already translated. */
export interface GameStageLabels {
  /** Theatre toggle, e.g. "Theatre mode" (a toggle button: its pressed state says which). */
  theatre: string;
  fullscreen: string;
  exitFullscreen: string;
  /** The phone overlay's close control, e.g. "Close game". */
  close: string;
  /** The phone poster's button, e.g. "Play". */
  play: string;
  /** Announced while the launch URL loads, e.g. "Loading game". */
  loading: string;
}

export interface GameStageProps {
  /** The game's name: the frame's title and the stage's heading. */
  title: string;
  /** The launch URL; null while it loads or when the game cannot be played. */
  src: string | null;
  /** Shown instead of the game: an unavailable message or a failure with its action. */
  notice?: ReactNode;
  /** Poster image for phones (the game opens over the whole screen on "Play"). */
  posterSrc?: string | null;
  /** Controls beside the title (real/fun switch, currency and wallet). */
  controls?: ReactNode;
  labels: GameStageLabels;
  /** Theatre mode (wider, taller game); controlled. */
  theatre: boolean;
  onTheatreChange: (theatre: boolean) => void;
  /** Phones: the game is open over the whole screen (controlled, so the page can lock swipes). */
  immersive: boolean;
  onImmersiveChange: (immersive: boolean) => void;
  className?: string;
}

const Root = styled.section<{ $theatre: boolean }>`
  ${stack("sm")}
  inline-size: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  padding: ${({ theme }) => theme.space.sm};
  &:fullscreen {
    border-radius: 0;
    border: 0;
    padding: 0;
  }
`;

const Bar = styled.div`
  ${cluster("sm")}
  padding-inline: ${({ theme }) => theme.space.xs};
`;

const Title = styled.h1`
  flex: 1 1 auto;
  margin: 0;
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  ${truncate}
`;

const Controls = styled.div`
  ${cluster("sm")}
`;

const DesktopOnly = styled.div`
  display: contents;
  ${media.down("gameMobile")} {
    display: none;
  }
`;

const Viewport = styled.div<{ $theatre: boolean; $immersive: boolean }>`
  position: relative;
  inline-size: 100%;
  /*
   * Tall enough for a game's own controls under its reels or table, and short enough that they
   * stay on screen under the header and the stage's toolbar (10rem): a Spin button below the fold
   * is a game nobody can play.
   */
  ${({ $theatre }) =>
    $theatre
      ? "block-size: max(24rem, calc(100dvh - 8rem));"
      : "aspect-ratio: 4 / 3; max-block-size: max(24rem, calc(100dvh - 10rem));"}
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  :fullscreen & {
    flex: 1;
    block-size: auto;
    aspect-ratio: auto;
    max-block-size: none;
    border-radius: 0;
  }
  ${media.down("gameMobile")} {
    block-size: auto;
    aspect-ratio: 3 / 4;
    max-block-size: 60dvh;
    ${({ $immersive, theme }) =>
      $immersive
        ? `position: fixed; inset: 0; z-index: ${theme.zIndex.dialog}; max-block-size: none;
           display: flex; flex-direction: column; aspect-ratio: auto; border-radius: 0;
           background: ${theme.colors.background};
           padding-block-start: calc(env(safe-area-inset-top, 0px) +
             var(--tg-safe-area-inset-top, 0px) + var(--tg-content-safe-area-inset-top, 0px));
           padding-block-end: env(safe-area-inset-bottom, 0px);`
        : ""}
  }
`;

const Frame = styled.iframe`
  display: block;
  flex: 1;
  min-block-size: 0;
  inline-size: 100%;
  block-size: 100%;
  border: 0;
`;

const Centre = styled.div`
  position: absolute;
  inset: 0;
  ${centerStack("md")}
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const Poster = styled.img`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
  opacity: 0.45;
`;

const OverlayLock = styled(FocusLock)`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-block-size: 0;
`;

/** The phone overlay's bar: the game's name and its close control, above the game. */
const OverlayBar = styled.div`
  ${inline("sm")}
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.header};
  span {
    flex: 1;
    min-inline-size: 0;
    ${truncate}
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

const PHONE_QUERY = "(max-width: 424.98px)";

function usePhone(): boolean {
  const [phone, setPhone] = useState(
    () => typeof window !== "undefined" && !!window.matchMedia?.(PHONE_QUERY).matches,
  );
  useEffect(() => {
    const query = window.matchMedia?.(PHONE_QUERY);
    if (!query) return undefined;
    const update = () => setPhone(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return phone;
}

/**
 * The play page's stage: the game in an iframe under a bar with its title, the page's controls,
 * theatre and fullscreen. Below the game mobile width (425 px) the game waits behind a poster with
 * a Play button and then fills the screen with a close control.
 */
export function GameStage({
  title,
  src,
  notice,
  posterSrc,
  controls,
  labels,
  theatre,
  onTheatreChange,
  immersive,
  onImmersiveChange,
  className,
}: GameStageProps) {
  const root = useRef<HTMLElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const phone = usePhone();
  const open = immersive && phone && !!src && !notice;
  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement === root.current);
    document.addEventListener("fullscreenchange", update);
    return () => document.removeEventListener("fullscreenchange", update);
  }, []);
  // Play was unmounted while the game was open: closing puts focus back on it.
  const play = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) play.current?.focus();
    wasOpen.current = open;
  }, [open]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onImmersiveChange(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onImmersiveChange]);
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void root.current?.requestFullscreen?.();
  };
  const showFrame = !!src && !notice && (!phone || open);
  const frame = src ? (
    <Frame src={src} title={title} allow="fullscreen; autoplay" referrerPolicy="no-referrer" />
  ) : null;
  return (
    <Root ref={root} className={className} $theatre={theatre} aria-label={title}>
      <Bar>
        <Title>{title}</Title>
        <Controls>
          {controls}
          <DesktopOnly>
            <IconButton
              label={labels.theatre}
              aria-pressed={theatre}
              onClick={() => onTheatreChange(!theatre)}
            >
              <TheatreIcon />
            </IconButton>
            {src && !notice ? (
              <IconButton
                label={fullscreen ? labels.exitFullscreen : labels.fullscreen}
                onClick={toggleFullscreen}
              >
                {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
              </IconButton>
            ) : null}
          </DesktopOnly>
        </Controls>
      </Bar>
      <Viewport
        $theatre={theatre}
        $immersive={open}
        {...(open ? { role: "dialog", "aria-modal": true, "aria-label": title } : {})}
      >
        {notice ? (
          <Centre>{notice}</Centre>
        ) : showFrame ? (
          <>
            {open ? (
              // Focus stays in the overlay (the game's frame may take it).
              <OverlayLock autoFocus crossFrame={false}>
                <OverlayBar>
                  <span aria-hidden="true">{title}</span>
                  <IconButton
                    label={labels.close}
                    variant="filled"
                    onClick={() => onImmersiveChange(false)}
                  >
                    <CloseIcon />
                  </IconButton>
                </OverlayBar>
                {frame}
              </OverlayLock>
            ) : (
              frame
            )}
          </>
        ) : (
          <>
            {posterSrc ? <Poster src={posterSrc} alt="" width={300} height={400} /> : null}
            <Centre>
              {src ? (
                <Button ref={play} size="lg" onClick={() => onImmersiveChange(true)}>
                  {labels.play}
                </Button>
              ) : (
                <Spinner label={labels.loading} size="lg" />
              )}
            </Centre>
          </>
        )}
      </Viewport>
    </Root>
  );
}
