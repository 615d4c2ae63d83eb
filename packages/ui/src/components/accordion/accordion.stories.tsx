import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Accordion } from "./accordion.tsx";
import { framed } from "../../test/story-frame.tsx";

const items = [
  {
    id: "money",
    title: "Is this real money?",
    content: <p>No. Every balance in the sandbox is simulated and cannot be paid out.</p>,
  },
  {
    id: "fund",
    title: "How do I fund a wallet?",
    content: (
      <p>
        Open the wallet and choose <strong>Deposit</strong>.
      </p>
    ),
  },
  {
    id: "long",
    title:
      "A game says it is not available in my location, although I am travelling and my account was opened at home. Why?",
    content: <p>Some games are licensed only in some countries.</p>,
  },
];

const meta = {
  title: "Content/Accordion",
  component: Accordion,
  args: { items, onOpenChange: fn() },
  decorators: [framed({ maxInlineSize: "40rem" })],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OneOpen: Story = { args: { defaultOpenIds: ["fund"] } };
export const AllOpen: Story = { args: { defaultOpenIds: items.map((item) => item.id) } };
export const OneAtATime: Story = { args: { multiple: false, defaultOpenIds: ["money"] } };
export const SingleItem: Story = { args: { items: items.slice(0, 1) } };
