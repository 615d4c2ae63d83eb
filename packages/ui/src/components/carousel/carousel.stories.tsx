import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { fn } from "storybook/test";
import { Carousel } from "./carousel.tsx";

const Banner = styled.div<{ $hue: "primary" | "accent" | "success" }>`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: 10rem;
  padding: ${({ theme }) => theme.space.xl};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.surfaceRaised},
    ${({ theme }) => theme.colors.background}
  );
  border-inline-start: ${({ theme }) => theme.space.xs} solid
    ${({ theme, $hue }) => theme.colors[$hue]};
  h3 {
    font-family: ${({ theme }) => theme.typography.fonts.display};
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  }
`;

const slides = [
  {
    id: "welcome",
    hue: "primary",
    title: "Welcome bonus",
    text: "100% up to 1 BTC on your first deposit.",
  },
  {
    id: "cashback",
    hue: "accent",
    title: "Weekly cashback",
    text: "10% back on net losses every Monday.",
  },
  {
    id: "crash",
    hue: "success",
    title: "Crash tournament",
    text: "Highest multiplier wins 5,000 USDT.",
  },
] as const;

const meta = {
  title: "Data display/Carousel",
  component: Carousel,
  args: {
    label: "Promotions",
    previousLabel: "Previous slide",
    nextLabel: "Next slide",
    slideLabel: (i: number, n: number) => `${i} of ${n}`,
    onIndexChange: fn(),
    slides: slides.map((s) => ({
      id: s.id,
      content: (
        <Banner $hue={s.hue}>
          <h3>{s.title}</h3>
          <p>{s.text}</p>
        </Banner>
      ),
    })),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSlide: Story = {};
export const LastSlide: Story = { args: { defaultIndex: 2 } };
export const NoLoop: Story = { args: { loop: false } };
export const SingleSlide: Story = {
  args: { slides: [{ id: "one", content: <Banner $hue="primary">Only one promotion</Banner> }] },
};
