import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button } from "../button/index.ts";
import { cardColumn } from "../../test/story-frame.tsx";
import { OfferPanel } from "./offer-panel.tsx";

const meta = {
  title: "Bonuses/OfferPanel",
  component: OfferPanel,
  args: {
    title: "Bonus with this deposit",
    value: "100% up to 200.00000000 USDT",
    subtitle: "Welcome bonus",
    terms: [
      "Minimum qualifying deposit: 20.00000000 USDT.",
      "Wager 30× the bonus before it turns into real money.",
    ],
    note: "Declining ends this offer: it cannot be claimed again.",
  },
  decorators: [cardColumn],
} satisfies Meta<typeof OfferPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The deposit tab when a bonus applies, with the opt-out. */
export const WithDeposit: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="sm" onClick={fn()}>
        Decline the bonus
      </Button>
    ),
  },
};
/** The deposit tab after declining: no bonus applies. */
export const NoBonus: Story = {
  args: {
    tone: "none",
    value: undefined,
    subtitle: undefined,
    terms: undefined,
    note: "This deposit gets no bonus.",
  },
};
