import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { fn } from "storybook/test";
import { ExternalLinkIcon, GlobeIcon } from "../icons/index.ts";
import { Footer } from "./footer.tsx";
import { footerGroups as groups } from "./footer.stories-data.ts";
import { StoryLanguagePicker, storyWordmark } from "../../test/story-frame.tsx";

const Logo = styled.span`
  ${storyWordmark}
`;

const Seal = styled.span`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
`;

const meta = {
  title: "Layout/Footer",
  component: Footer,
  parameters: { layout: "fullscreen" },
  args: {
    groups,
    copyright: "© 2026 Pixel Bet. All rights reserved.",
    logo: <Logo>PIXEL·BET</Logo>,
    description:
      "Pixel Bet is operated under a gaming licence. Gambling can be addictive: play responsibly.",
    ageNotice: "18+",
    ageNoticeLabel: "Only for players aged 18 and over",
    socialLabel: "Follow us",
    socialLinks: [
      {
        id: "telegram",
        label: "Telegram",
        href: "https://t.me/pixelbet",
        icon: <ExternalLinkIcon />,
      },
      { id: "site", label: "Community", href: "https://community.example", icon: <GlobeIcon /> },
    ],
    sealSlot: <Seal>Licence seal</Seal>,
    languageSlot: <StoryLanguagePicker placement="above" />,
    onNavigate: fn(),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Minimal: Story = {
  args: {
    logo: undefined,
    description: undefined,
    socialLinks: undefined,
    sealSlot: undefined,
    languageSlot: undefined,
    groups: groups.slice(1, 2),
  },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
