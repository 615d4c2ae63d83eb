import type { Meta, StoryObj } from "@storybook/react-vite";
import { framed } from "../../test/story-frame.tsx";
import { type VipLevel } from "../../tokens/index.ts";
import { vipLevelLabels as labels } from "../vip-level-badge/vip-level-badge.stories-data.ts";
import { VipLadder, VipLevelCard, type VipLevelState } from "./vip-ladder.tsx";

const table: Record<Exclude<VipLevel, 0>, [number, string, string, string]> = {
  1: [100, "5%", "1.00 USD", "0.10 USD"],
  2: [1000, "7.5%", "10.00 USD", "0.25 USD"],
  3: [5000, "10%", "50.00 USD", "0.50 USD"],
  4: [25000, "12.5%", "250.00 USD", "1.00 USD"],
  5: [100000, "15%", "1,000.00 USD", "2.50 USD"],
};

const stateLabels: Record<VipLevelState, string> = {
  reached: "Reached",
  current: "Your level",
  next: "Next",
  locked: "Locked",
};

function level(value: Exclude<VipLevel, 0>, state: VipLevelState) {
  const [stars, percent, reward, login] = table[value];
  return {
    level: value,
    threshold: `${stars.toLocaleString("en")} stars`,
    state,
    stateLabel: stateLabels[state],
    perks: [
      // Levels 1 to 2 get their cashback weekly, Token Tosser and up daily.
      { label: value >= 3 ? "Daily cashback" : "Weekly cashback", value: percent },
      { label: "Rakeback", value: percent },
      { label: "Level-up reward", value: reward },
      { label: "Daily login reward", value: login },
    ],
  };
}

/** The ladder with levels 1 to 5 in these states. */
function ladder(...states: VipLevelState[]) {
  const levels = states.map((state, index) => level((index + 1) as Exclude<VipLevel, 0>, state));
  return <VipLadder label="VIP levels" labels={labels} levels={levels} />;
}

const meta = {
  title: "VIP/VipLevelCard",
  component: VipLevelCard,
  args: { ...level(2, "next"), labels },
  argTypes: {
    state: { control: "inline-radio", options: ["reached", "current", "next", "locked"] },
  },
  decorators: [framed({ maxInlineSize: "18rem" })],
} satisfies Meta<typeof VipLevelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reached: Story = { args: level(1, "reached") };
export const Current: Story = { args: level(2, "current") };
export const Next: Story = { args: level(3, "next") };
export const Locked: Story = { args: level(5, "locked") };
export const WithoutPerks: Story = { args: { ...level(1, "next"), perks: [] } };
export const Translated: Story = {
  args: {
    ...level(4, "locked"),
    labels: { ...labels, 4: "Chain-Kommandant" },
    threshold: "25.000 Sterne",
    stateLabel: "Gesperrt",
    perks: [
      { label: "Tägliches Cashback", value: "12,5 %" },
      { label: "Rakeback", value: "12,5 %" },
      { label: "Aufstiegsprämie", value: "250,00 USD" },
      { label: "Tägliche Login-Prämie", value: "1,00 USD" },
    ],
  },
};

/** The whole ladder for a Byte Bandit: one reached, the current, the next and two further. */
export const Ladder: StoryObj<typeof VipLadder> = {
  render: () => ladder("reached", "current", "next", "locked", "locked"),
};

/** A new player: nothing reached yet, Pixel Pioneer is next. */
export const LadderNewPlayer: StoryObj<typeof VipLadder> = {
  render: () => ladder("next", "locked", "locked", "locked", "locked"),
};

/** The top: every level reached, Punk Overlord held. */
export const LadderTopLevel: StoryObj<typeof VipLadder> = {
  render: () => ladder("reached", "reached", "reached", "reached", "current"),
};
