import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Button } from "../button/index.ts";
import { EmptyState } from "../empty-state/index.ts";
import { gameThumbnail } from "../game-card/game-card.stories-data.ts";
import { WarningIcon } from "../icons/index.ts";
import { Link } from "../link/index.ts";
import { GameInfo } from "./game-info.tsx";
import { GameStage, type GameStageProps } from "./game-stage.tsx";

const labels = {
  theatre: "Theatre mode",
  fullscreen: "Fullscreen",
  exitFullscreen: "Exit fullscreen",
  close: "Close game",
  play: "Play",
  loading: "Loading game",
};

const demoPage = `data:text/html,${encodeURIComponent(
  "<body style='margin:0;display:grid;place-items:center;height:100vh;background:#1b1d3a;color:#fff;font:16px sans-serif'><button>Spin</button></body>",
)}`;

function Controlled(props: Partial<GameStageProps>) {
  const [theatre, setTheatre] = useState(false);
  const [immersive, setImmersive] = useState(false);
  return (
    <GameStage
      title="Fruit Fiesta"
      src={demoPage}
      labels={labels}
      posterSrc={gameThumbnail("Fruit Fiesta", 20)}
      theatre={theatre}
      onTheatreChange={setTheatre}
      immersive={immersive}
      onImmersiveChange={setImmersive}
      {...props}
    />
  );
}

const meta = {
  title: "Games/GameStage",
  component: GameStage,
  tags: ["autodocs"],
  args: {
    title: "Fruit Fiesta",
    src: demoPage,
    labels,
    theatre: false,
    onTheatreChange: fn(),
    immersive: false,
    onImmersiveChange: fn(),
  },
} satisfies Meta<typeof GameStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The game loaded; theatre and fullscreen work (on phones: the poster with Play). */
export const Playing: Story = { render: () => <Controlled /> };
/** With the page's controls (mode, currency). */
export const WithControls: Story = {
  render: () => (
    <Controlled
      controls={
        <Button size="sm" variant="secondary">
          Fun
        </Button>
      }
    />
  ),
};
/** The launch URL is loading. */
export const Loading: Story = { args: { src: null } };
/** Not available in the visitor's location, with the link to the VPN instructions. */
export const LocationBlocked: Story = {
  args: {
    src: null,
    notice: (
      <EmptyState
        icon={<WarningIcon />}
        title="This game is not available in your location"
        action={<Link href="#vpn">How to use a VPN</Link>}
      />
    ),
  },
};
/** Not available while a bonus is active. */
export const HiddenWhenBonus: Story = {
  args: {
    src: null,
    notice: (
      <EmptyState
        icon={<WarningIcon />}
        title="This game is not available while a bonus is active"
      />
    ),
  },
};
/** Phones: the game over the whole screen with its close control. */
export const PhoneOpen: Story = {
  parameters: { viewport: { defaultViewport: "mobile1" } },
  render: () => <Controlled immersive onImmersiveChange={fn()} />,
};
/** Theatre mode. */
export const Theatre: Story = { args: { theatre: true } };

/** The facts panel under the game. */
export const Info: Story = {
  render: () => (
    <GameInfo
      title="About this game"
      facts={[
        { label: "Provider", value: "Hacksaw Gaming" },
        { label: "RTP", value: "96.50%" },
        { label: "Volatility", value: "High" },
      ]}
      description="A high-volatility fruit video slot: 5 reels, 20 lines, wilds and free spins."
    />
  ),
};
