import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PASSWORD_SPECIAL_CHARACTERS, passwordRules } from "@casino/core";
import { renderApp } from "../../testing/render-app.tsx";

describe("password checklist", () => {
  it("uses the core's section-5 rules, special characters included", async () => {
    await renderApp("/sign-up");
    const password = await screen.findByLabelText("Password");
    const checklist = () => screen.getByText("Your password needs").closest("div")!;
    const items = () => [...checklist().querySelectorAll("li")];
    await userEvent.type(password, "Abcdefg1");
    expect(items()).toHaveLength(passwordRules.length);
    const special = () =>
      items().find((item) => item.textContent?.includes("At least one special character"))!;
    expect(special()).toHaveTextContent("missing");
    // Every character of the core's set counts (the ui kit has no rules of its own).
    for (const character of PASSWORD_SPECIAL_CHARACTERS) {
      await userEvent.clear(password);
      await userEvent.type(
        password,
        `Abcdefg1${character === "[" || character === "{" ? character.repeat(2) : character}`,
      );
      expect(special()).toHaveTextContent("done");
    }
  });
});
