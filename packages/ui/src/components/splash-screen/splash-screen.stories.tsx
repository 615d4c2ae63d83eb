import type { Meta, StoryObj } from "@storybook/react-vite";
import { SplashScreen } from "./splash-screen.tsx";

const logo = (
  <svg viewBox="0 0 120 40" width="240" role="img" aria-label="Neon Casino">
    <rect x="1" y="1" width="118" height="38" rx="6" fill="none" stroke="#ff5cc1" strokeWidth="2" />
    <text x="60" y="26" textAnchor="middle" fontFamily="monospace" fontSize="14" fill="#eef0ff">
      NEON//CASINO
    </text>
  </svg>
);

const meta = {
  title: "Feedback/SplashScreen",
  component: SplashScreen,
  args: { logo, label: "Loading" },
  parameters: { layout: "fullscreen", docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof SplashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCaption: Story = { args: { children: "Insert coin" } };
export const Hidden: Story = { args: { visible: false } };
