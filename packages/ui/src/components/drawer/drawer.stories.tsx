import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button } from "../button/index.ts";
import { Drawer } from "./drawer.tsx";
import { withTrigger } from "../../test/story-frame.tsx";

const WithTrigger = withTrigger(Drawer, "Open drawer");

const meta = {
  title: "Overlays/Drawer",
  component: Drawer,
  args: {
    open: true,
    title: "Menu",
    closeLabel: "Close menu",
    onClose: fn(),
    children: (
      <nav aria-label="Sections">
        <ul>
          <li>
            <a href="#casino">Casino</a>
          </li>
          <li>
            <a href="#live">Live casino</a>
          </li>
          <li>
            <a href="#promotions">Promotions</a>
          </li>
        </ul>
      </nav>
    ),
  },
  render: (args) => <WithTrigger {...args} />,
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {};
export const End: Story = { args: { placement: "end", title: "Wallet" } };
export const Bottom: Story = { args: { placement: "bottom", title: "Filters" } };
export const HiddenTitle: Story = { args: { hideTitle: true } };
export const WithFooter: Story = { args: { footer: <Button fullWidth>Log out</Button> } };
export const Closed: Story = { args: { open: false } };
