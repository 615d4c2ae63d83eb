import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { Dialog, RequiredDialog } from "./dialog.tsx";
import { withTrigger } from "../../test/story-frame.tsx";

const WithTrigger = withTrigger(Dialog, "Open dialog");

const meta = {
  title: "Overlays/Dialog",
  component: Dialog,
  args: {
    open: true,
    title: "Withdraw USDT",
    closeLabel: "Close",
    onClose: fn(),
    children:
      "Withdrawals are processed within 24 hours. The network fee is deducted from the amount.",
  },
  render: (args) => <WithTrigger {...args} />,
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithDescriptionAndFooter: Story = {
  args: {
    description: "Check the address: crypto transfers cannot be reversed.",
    footer: (
      <>
        <Button variant="ghost">Cancel</Button>
        <Button>Confirm</Button>
      </>
    ),
  },
};
export const Small: Story = { args: { size: "sm", title: "Log out?", role: "alertdialog" } };
export const Large: Story = { args: { size: "lg", title: "Provably fair" } };
export const Closed: Story = { args: { open: false } };

/** Escape closes only the top dialog of a stack. */
export const Stacked: Story = {
  render: function Render(args) {
    const [second, setSecond] = useState(false);
    return (
      <WithTrigger {...args}>
        <Button onClick={() => setSecond(true)}>Open confirmation</Button>
        <Dialog
          open={second}
          onClose={() => setSecond(false)}
          title="Are you sure?"
          closeLabel="Close confirmation"
          size="sm"
        >
          This dialog sits above the first one.
        </Dialog>
      </WithTrigger>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "Open confirmation" }));
    await expect(body.getByRole("dialog", { name: "Are you sure?" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await expect(body.queryByRole("dialog", { name: "Are you sure?" })).toBeNull();
    await expect(body.getByRole("dialog", { name: "Withdraw USDT" })).toBeInTheDocument();
  },
};

/**
 * A dialog that needs its answer (e.g. the age and terms confirmation before play): no close
 * button; Escape and a backdrop click leave it open; its own buttons are the ways out.
 */
export const Required: Story = {
  render: () => (
    <RequiredDialog
      open
      size="sm"
      title="Before you play"
      description="Confirm these once to deposit, play for real money and claim bonuses."
      footer={
        <>
          <Button variant="secondary">Sign out</Button>
          <Button>Continue</Button>
        </>
      }
    >
      Your account was created without the sign-up form&apos;s confirmations.
    </RequiredDialog>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole("dialog", { name: "Before you play" })).toBeInTheDocument();
    await expect(body.queryByRole("button", { name: "Close" })).toBeNull();
    await userEvent.keyboard("{Escape}");
    await expect(body.getByRole("dialog", { name: "Before you play" })).toBeInTheDocument();
  },
};
