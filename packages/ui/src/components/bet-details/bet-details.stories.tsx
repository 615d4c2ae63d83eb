import type { Meta, StoryObj } from "@storybook/react-vite";
import { gameThumbnail } from "../game-card/game-card.stories-data.ts";
import { Button } from "../button/index.ts";
import { Link } from "../link/index.ts";
import { BetDetails, type BetSeed } from "./bet-details.tsx";

const facts = [
  { label: "Player", value: "al***e" },
  { label: "Time", value: "24 Nov 2026, 01:02" },
  { label: "Amount", value: "$12.50" },
  { label: "Multiplier", value: "2.00×" },
  { label: "Payout", value: "$25.00" },
];

const meta = {
  title: "Games/BetDetails",
  component: BetDetails,
  args: {
    gameName: "Dice",
    gameImageSrc: gameThumbnail("Dice", 200),
    gameAction: <Link href="#dice">Play Dice</Link>,
    facts,
    copyLabel: "Copy",
    copiedLabel: "Copied",
  },
} satisfies Meta<typeof BetDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A provably fair bet's seeds, with the server seed as the bet's pair has it. */
function seedsWith(serverSeed: Omit<BetSeed, "label">): Story {
  return {
    args: {
      seeds: {
        title: "Verify it yourself",
        items: [
          { label: "Server seed", copyLabel: "Copy server seed", ...serverSeed },
          {
            label: "Server seed hash",
            value: "9f2c7d0b5e1a4c3f8d6b2a1e0f9c8d7b6a5e4f3d2c1b0a9f8e7d6c5b4a3f2e1d",
            copyLabel: "Copy server seed hash",
          },
          { label: "Client seed", value: "lucky-7", copyLabel: "Copy client seed" },
          { label: "Nonce", value: "12", copyLabel: "Copy nonce" },
          { label: "Target", value: "50.5", copyLabel: "Copy target" },
          { label: "Condition", value: "under", copyLabel: "Copy condition" },
        ],
        note: "Any HMAC-SHA256 verifier recomputes this bet from these inputs.",
        action: <Button variant="secondary">Verify</Button>,
      },
    },
  };
}

/** A provably fair bet whose seed pair was rotated: every seed is shown. */
export const SeedsRevealed = seedsWith({
  value: "4b1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f",
});
/** The pair is still active: the server seed stays secret. */
export const SeedPending = seedsWith({
  value: null,
  pendingLabel: "Revealed when the player rotates the seed pair.",
});
/** A slot bet: no seeds, a note instead. */
export const NotProvablyFair: Story = {
  args: {
    gameName: "Fruit Fiesta",
    gameImageSrc: gameThumbnail("Fruit Fiesta", 20),
    gameAction: undefined,
    seedsNote: "Seeds are shown for provably fair games only.",
  },
};
