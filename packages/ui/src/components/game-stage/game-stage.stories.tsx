import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { fn } from "storybook/test";
import { Button } from "../button/index.ts";
import { EmptyState } from "../empty-state/index.ts";
import { gameThumbnail } from "../game-card/game-card.stories-data.ts";
import { WarningIcon } from "../icons/index.ts";
import { Link } from "../link/index.ts";
import { GameInfo } from "./game-info.tsx";
import { GameStage, type GameStageProps } from "./game-stage.tsx";
import { gameStageLabels, StatefulGameStage } from "./game-stage.stories-data.tsx";

const demoPage = `data:text/html,${encodeURIComponent(
  "<body style='margin:0;display:grid;place-items:center;height:100vh;background:#1b1d3a;color:#fff;font:16px sans-serif'><button>Spin</button></body>",
)}`;

/** The stage with its own state, playing the demo page with the game's poster. */
function Controlled(props: Partial<GameStageProps>) {
  return (
    <StatefulGameStage src={demoPage} posterSrc={gameThumbnail("Fruit Fiesta", 20)} {...props} />
  );
}

const meta = {
  title: "Games/GameStage",
  component: GameStage,
  args: {
    title: "Fruit Fiesta",
    src: demoPage,
    labels: gameStageLabels,
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
/** The game withheld: no launch URL, and an empty state that says why (and what to do). */
function unavailable(title: string, action?: ReactNode): Story {
  return {
    args: {
      src: null,
      notice: <EmptyState icon={<WarningIcon />} title={title} action={action} />,
    },
  };
}

/** Not available in the visitor's location, with the link to the VPN instructions. */
export const LocationBlocked = unavailable(
  "This game is not available in your location",
  <Link href="#vpn">How to use a VPN</Link>,
);
/** Not available while a bonus is active. */
export const HiddenWhenBonus = unavailable("This game is not available while a bonus is active");
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
        { label: "Provider", value: "Nebula Forge" },
        { label: "RTP", value: "96.50%" },
        { label: "Volatility", value: "High" },
      ]}
      description="A high-volatility fruit video slot: 5 reels, 20 lines, wilds and free spins."
    />
  ),
};
