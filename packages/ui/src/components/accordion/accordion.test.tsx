import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Accordion } from "./accordion.tsx";

const items = [
  { id: "a", title: "First question", content: <p>First answer</p> },
  { id: "b", title: "Second question", content: <p>Second answer</p> },
  { id: "c", title: "Third question", content: <p>Third answer</p> },
];

describe("Accordion", () => {
  it("renders buttons in headings that control named regions", async () => {
    const onOpenChange = jest.fn();
    const { user } = renderWithTheme(<Accordion items={items} onOpenChange={onOpenChange} />);
    const first = screen.getByRole("button", { name: "First question" });
    expect(first.closest("h3")).not.toBeNull();
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region", { name: "First question" })).not.toBeInTheDocument();
    expect(screen.getByText("First answer")).not.toBeVisible();

    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    const region = screen.getByRole("region", { name: "First question" });
    expect(region).toHaveTextContent("First answer");
    expect(first).toHaveAttribute("aria-controls", region.id);
    expect(onOpenChange).toHaveBeenLastCalledWith(["a"]);

    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(onOpenChange).toHaveBeenLastCalledWith([]);
  });

  it("is keyboard usable: Enter and Space toggle, arrows, Home and End move", async () => {
    const { user } = renderWithTheme(<Accordion items={items} headingLevel={2} />);
    await user.tab();
    const first = screen.getByRole("button", { name: "First question" });
    expect(first).toHaveFocus();
    expect(first.closest("h2")).not.toBeNull();
    await user.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}");
    const second = screen.getByRole("button", { name: "Second question" });
    expect(second).toHaveFocus();
    await user.keyboard(" ");
    expect(second).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{End}");
    expect(screen.getByRole("button", { name: "Third question" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(first).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("button", { name: "Third question" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(first).toHaveFocus();
  });

  it("keeps one section open at a time when asked", async () => {
    const { user } = renderWithTheme(
      <Accordion items={items} multiple={false} defaultOpenIds={["a"]} />,
    );
    expect(screen.getByRole("region", { name: "First question" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Third question" }));
    expect(screen.getByRole("button", { name: "First question" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(screen.getByRole("region", { name: "Third question" })).toBeVisible();
  });
});
