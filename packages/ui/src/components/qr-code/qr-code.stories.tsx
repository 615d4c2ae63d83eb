import type { Meta, StoryObj } from "@storybook/react-vite";
import { QrCode } from "./qr-code.tsx";

const tether =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#26a17b"/><text x="16" y="22" font-size="17" text-anchor="middle" fill="#fff" font-family="Arial" font-weight="bold">₮</text></svg>',
  );

const meta = {
  title: "Money/QrCode",
  component: QrCode,
  args: {
    value: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    label: "QR code of your USDT deposit address",
    caption: "Send only USDT (TRC-20) to this address",
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DepositAddress: Story = {};
export const WithCoinLogo: Story = { args: { logoSrc: tether } };
export const TwoFactorSetup: Story = {
  args: {
    value:
      "otpauth://totp/CryptoCasino:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=CryptoCasino",
    label: "QR code for your authenticator app",
    caption: undefined,
    size: 160,
  },
};
export const Small: Story = { args: { size: 120, caption: undefined } };
