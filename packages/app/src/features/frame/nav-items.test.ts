import { BookIcon, HeadsetIcon } from "@casino/ui";
import { menuItems } from "./nav-items.ts";

describe("the side menu's sections", () => {
  it("give Blog and Customer support their own icons (a book, a headset)", () => {
    const icon = (id: string) => menuItems.find((item) => item.id === id)?.icon;
    expect(icon("blogs")).toBe(BookIcon);
    expect(icon("customer-support")).toBe(HeadsetIcon);
    expect(icon("blogs")).not.toBe(icon("customer-support"));
  });
});
