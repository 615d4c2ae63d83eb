import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { NotificationItem } from "./notification-item.tsx";

const base = {
  title: "Deposit received",
  preview: "Your deposit of 250 USDT has been credited.",
  time: "2026-11-03T14:05:00Z",
  locale: "en",
  unreadLabel: "Unread",
};

describe("NotificationItem", () => {
  it("announces unread items and opens on click", async () => {
    const onOpen = jest.fn();
    const { user } = renderWithTheme(<NotificationItem {...base} read={false} onOpen={onOpen} />);
    const item = screen.getByRole("button", { name: /^Unread: Deposit received/ });
    expect(item).toHaveAttribute("data-read", "false");
    expect(item.querySelector("time")).toHaveAttribute("dateTime", "2026-11-03T14:05:00.000Z");
    expect(item).toHaveTextContent("Nov 3, 2026");
    await user.click(item);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("does not announce read items as unread", () => {
    renderWithTheme(<NotificationItem {...base} read onOpen={jest.fn()} />);
    const item = screen.getByRole("button", { name: /^Deposit received/ });
    expect(item).not.toHaveTextContent("Unread");
  });

  it("opens from the keyboard", async () => {
    const onOpen = jest.fn();
    const { user } = renderWithTheme(<NotificationItem {...base} read={false} onOpen={onOpen} />);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
