import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { type VipLevel } from "../../tokens/index.ts";
import { vipLevelLabels as labels } from "./vip-level-badge.stories-data.ts";
import { VipLevelBadge } from "./vip-level-badge.tsx";

const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const meta = {
  title: "VIP/VipLevelBadge",
  component: VipLevelBadge,
  args: { level: 1, labels },
  argTypes: {
    level: { control: "inline-radio", options: [0, 1, 2, 3, 4, 5] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof VipLevelBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoLevel: Story = { args: { level: 0 } };
export const PixelPioneer: Story = { args: { level: 1 } };
export const ByteBandit: Story = { args: { level: 2 } };
export const TokenTosser: Story = { args: { level: 3 } };
export const ChainCommander: Story = { args: { level: 4 } };
export const PunkOverlord: Story = { args: { level: 5, size: "lg" } };
export const Compact: Story = { args: { level: 3, compact: true } };
export const AllLevels: Story = {
  render: (args) => (
    <Column>
      {([0, 1, 2, 3, 4, 5] as VipLevel[]).map((level) => (
        <VipLevelBadge key={level} {...args} level={level} />
      ))}
    </Column>
  ),
};
export const Translated: Story = {
  args: {
    level: 5,
    labels: {
      0: "Kein Level",
      1: "Pixel-Pionier",
      2: "Byte-Bandit",
      3: "Token-Werfer",
      4: "Chain-Kommandant",
      5: "Punk-Oberherr",
    },
  },
};
