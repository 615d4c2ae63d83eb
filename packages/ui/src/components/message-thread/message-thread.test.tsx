import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { ConversationItem } from "./conversation-item.tsx";
import { MessageComposer } from "./message-composer.tsx";
import { MessageThread } from "./message-thread.tsx";

const composer = {
  label: "Your message",
  sendLabel: "Send",
  maxLength: 20,
  counterLabel: (used: number, max: number) => `${used} / ${max}`,
};

describe("MessageThread", () => {
  it("shows each message as text with its author, as a named live log", () => {
    renderWithTheme(
      <MessageThread
        label="Conversation: Deposit"
        locale="en"
        messages={[
          {
            id: 1,
            author: "player",
            authorName: "You",
            body: "<b>hi</b>",
            time: "2026-01-01T10:00:00Z",
          },
          {
            id: 2,
            author: "agent",
            authorName: "Alex",
            body: "Hello",
            time: "2026-01-01T10:01:00Z",
          },
        ]}
        footer="Closed"
      />,
    );
    const log = screen.getByRole("log", { name: "Conversation: Deposit" });
    const items = within(log).getAllByRole("listitem");
    expect(items.map((item) => item.dataset.author)).toEqual(["player", "agent"]);
    // Plain text, never HTML.
    expect(items[0]).toHaveTextContent("<b>hi</b>");
    expect(items[1]).toHaveTextContent("Alex");
    expect(log).toHaveTextContent("Closed");
  });
});

describe("MessageComposer", () => {
  it("sends the trimmed text with Enter and clears the box only when sent", async () => {
    const onSend = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { user } = renderWithTheme(<MessageComposer {...composer} onSend={onSend} />);
    const box = screen.getByRole("textbox", { name: "Your message" });
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toBeDisabled();
    await user.type(box, "   ");
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.type(box, "  Hi there {Enter}");
    expect(onSend).toHaveBeenLastCalledWith("Hi there");
    expect(box).toHaveValue("  Hi there ");
    await user.click(send);
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(box).toHaveValue("");
  });

  it("keeps Shift+Enter as a new line and refuses text over the limit", async () => {
    const onSend = jest.fn().mockResolvedValue(true);
    const { user } = renderWithTheme(<MessageComposer {...composer} onSend={onSend} />);
    const box = screen.getByRole("textbox", { name: "Your message" });
    await user.type(box, "a{Shift>}{Enter}{/Shift}b");
    expect(box).toHaveValue("a\nb");
    expect(onSend).not.toHaveBeenCalled();
    await user.type(box, "x".repeat(20));
    expect(screen.getByText("23 / 20")).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
  });

  it("announces an error and is read-only when disabled", () => {
    renderWithTheme(<MessageComposer {...composer} onSend={jest.fn()} disabled error="Closed." />);
    expect(screen.getByRole("alert")).toHaveTextContent("Closed.");
    expect(screen.getByRole("textbox", { name: "Your message" })).toBeDisabled();
  });
});

describe("ConversationItem", () => {
  it("names the subject and the unread count (99+ from 100) and opens on click", async () => {
    const onOpen = jest.fn();
    const { user } = renderWithTheme(
      <ConversationItem
        subject="Deposit"
        time="2026-01-01T10:00:00Z"
        locale="en"
        statusLabel="Open"
        closed={false}
        unreadCount={120}
        unreadLabel="120 unread"
        onOpen={onOpen}
      />,
    );
    const item = screen.getByRole("button", { name: /Deposit.*120 unread/ });
    expect(item).toHaveTextContent("99+");
    await user.click(item);
    expect(onOpen).toHaveBeenCalled();
  });
});
