import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../button/index.ts";
import { LoadingBar } from "./loading-bar.tsx";

const meta = {
  title: "Feedback/LoadingBar",
  component: LoadingBar,
  args: { loading: true, label: "Loading page", delay: 200 },
  parameters: { docs: { story: { inline: false, iframeHeight: 120 } } },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown after the 200 ms throttle. */
export const Loading: Story = {};
export const Idle: Story = { args: { loading: false } };

/** Quick (100 ms) loads never show the bar; slow (1.5 s) ones do. */
export const Throttle: Story = {
  render: function Render(args) {
    const [loading, setLoading] = useState(false);
    const run = (ms: number) => {
      setLoading(true);
      setTimeout(() => setLoading(false), ms);
    };
    return (
      <div style={{ display: "flex", gap: 8, paddingTop: 16 }}>
        <Button onClick={() => run(100)}>Quick load</Button>
        <Button variant="secondary" onClick={() => run(1500)}>
          Slow load
        </Button>
        <LoadingBar {...args} loading={loading} />
      </div>
    );
  },
};
