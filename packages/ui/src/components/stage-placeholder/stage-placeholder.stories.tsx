import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { EmptyState } from "../empty-state/index.ts";
import { StagePlaceholder } from "./stage-placeholder.tsx";

const meta = {
  title: "Originals/StagePlaceholder",
  component: StagePlaceholder,
} satisfies Meta<typeof StagePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownGame: Story = {
  render: (args) => (
    <StagePlaceholder {...args}>
      <EmptyState title="This game does not exist." />
    </StagePlaceholder>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { name: "This game does not exist." }),
    ).toBeInTheDocument();
  },
};
