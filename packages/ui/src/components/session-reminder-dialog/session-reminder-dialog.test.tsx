import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { SessionReminderDialog } from "./session-reminder-dialog.tsx";

describe("SessionReminderDialog", () => {
  it("asks for an answer: continue (also Escape) or take a break", async () => {
    const onContinue = jest.fn();
    const onTakeBreak = jest.fn();
    const { user } = renderWithTheme(
      <SessionReminderDialog
        open
        title="Time for a check-in"
        playedText="You have been playing for 30 minutes."
        continueLabel="Continue playing"
        breakLabel="Take a break"
        closeLabel="Close"
        onContinue={onContinue}
        onTakeBreak={onTakeBreak}
      />,
    );
    const dialog = screen.getByRole("alertdialog", { name: "Time for a check-in" });
    expect(dialog).toHaveTextContent("You have been playing for 30 minutes.");
    await user.click(screen.getByRole("button", { name: "Take a break" }));
    expect(onTakeBreak).toHaveBeenCalledTimes(1);
    await user.keyboard("{Escape}");
    expect(onContinue).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Continue playing" }));
    expect(onContinue).toHaveBeenCalledTimes(2);
  });
});
