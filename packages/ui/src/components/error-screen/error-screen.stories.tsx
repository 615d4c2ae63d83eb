import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ErrorScreen } from "./error-screen.tsx";

const meta = {
  title: "Feedback/ErrorScreen",
  component: ErrorScreen,
  args: {
    statusCode: 404,
    title: "Page not found",
    message: "The page you are looking for does not exist or has moved.",
    homeLabel: "Back to the lobby",
    onHome: fn(),
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const ServerError: Story = {
  args: {
    statusCode: 500,
    title: "Something went wrong",
    message: "Please try again in a moment.",
  },
};
export const Blocked: Story = {
  args: { statusCode: 451, title: "Not available in your country", message: undefined },
};
export const AsLink: Story = { args: { onHome: undefined, homeHref: "#lobby" } };
export const WithoutCode: Story = { args: { statusCode: undefined, title: "You are offline" } };
