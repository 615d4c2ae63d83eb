import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Heading } from "../heading/index.ts";
import { PageLead } from "./page-lead.tsx";

const meta = {
  title: "Layout/PageLead",
  component: PageLead,
  args: { children: "312 games" },
} satisfies Meta<typeof PageLead>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderATitle: Story = {
  render: (args) => (
    <>
      <Heading level={1}>Pixel Forge</Heading>
      <PageLead {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("312 games")).toBeInTheDocument();
  },
};
