import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import * as icons from "./icons.tsx";

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  padding: 0;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
`;

const meta = {
  title: "Foundations/Icons",
  component: icons.CloseIcon,
  args: { size: "iconLg" },
} satisfies Meta<typeof icons.CloseIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole set, decorative (hidden from assistive technology). */
export const Gallery: Story = {
  render: (args) => (
    <Grid>
      {Object.entries(icons).map(([name, Icon]) => (
        <Item key={name}>
          <Icon {...args} />
          {name}
        </Item>
      ))}
    </Grid>
  ),
};

/** With a `title`, an icon is a named image. */
export const Labelled: Story = { args: { title: "Close" } };

/** Small size. */
export const Small: Story = { args: { size: "iconSm" } };
