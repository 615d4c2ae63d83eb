import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { Stack } from "../stack/index.ts";
import { Banner, type BannerTone } from "./banner.tsx";

const meta = {
  title: "Feedback/Banner",
  component: Banner,
  args: { tone: "info", children: "A new version of the casino is available." },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Critical: Story = {
  args: {
    tone: "critical",
    title: "Bet refused",
    children: "Your balance is too low for this bet.",
    action: <Button size="sm">Deposit</Button>,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("Bet refused");
    await expect(within(alert).getByRole("button", { name: "Deposit" })).toBeVisible();
  },
};
export const Tones: Story = {
  render: () => (
    <Stack gap="sm">
      {(["info", "success", "warning", "critical"] as BannerTone[]).map((tone) => (
        <Banner key={tone} tone={tone} title={tone}>
          Self-exclusion ends on 1 December.
        </Banner>
      ))}
    </Stack>
  ),
};
