import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Pagination, type PaginationProps } from "./pagination.tsx";

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(p) => {
        setPage(p);
        props.onPageChange(p);
      }}
    />
  );
}

const meta = {
  title: "Navigation/Pagination",
  component: Pagination,
  args: {
    page: 1,
    pageCount: 20,
    label: "Transaction pages",
    previousLabel: "Previous page",
    nextLabel: "Next page",
    pageLabel: (n: number) => `Page ${n}`,
    onPageChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 10 } };
export const LastPage: Story = { args: { page: 20 } };
export const FewPages: Story = { args: { pageCount: 4, page: 2 } };
