import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button } from "../button/index.ts";
import { ToastContainer } from "./toast-container.tsx";
import { useToastQueue } from "./use-toast-queue.ts";

const meta = {
  title: "Feedback/Toast",
  component: ToastContainer,
  args: {
    label: "Notifications",
    dismissLabel: "Dismiss",
    onDismiss: fn(),
    autoClose: 5000,
    toasts: [],
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof ToastContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const sticky = null;

export const Info: Story = {
  args: {
    toasts: [{ id: "1", message: "A new tournament starts in 10 minutes.", duration: sticky }],
  },
};
export const Success: Story = {
  args: {
    toasts: [
      {
        id: "1",
        tone: "success",
        title: "Deposit received",
        message: "25.00 USDT was added to your wallet.",
        duration: sticky,
      },
    ],
  },
};
export const Warning: Story = {
  args: {
    toasts: [{ id: "1", tone: "warning", message: "Your session expires soon.", duration: sticky }],
  },
};
export const Error: Story = {
  args: {
    toasts: [
      {
        id: "1",
        tone: "error",
        title: "Withdrawal failed",
        message: "The address is not valid for this network.",
        duration: sticky,
      },
    ],
  },
};
export const Stacked: Story = {
  args: {
    toasts: [
      { id: "1", tone: "success", message: "Bonus claimed.", duration: sticky },
      { id: "2", tone: "info", message: "New message in your inbox.", duration: sticky },
      { id: "3", tone: "error", message: "Connection lost. Reconnecting…", duration: sticky },
    ],
  },
};

/** Click to add toasts; each closes itself after 5 seconds. */
export const Interactive: Story = {
  render: function Render(args) {
    const { toasts, show, dismiss } = useToastQueue();
    return (
      <>
        <Button onClick={() => show({ tone: "success", message: "Deposit received." })}>
          Show a toast
        </Button>
        <ToastContainer {...args} toasts={toasts} onDismiss={dismiss} />
      </>
    );
  },
};
