import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiError, createFakeApi, type FakeRequest } from "@casino/core/testing";
import type { GamingLimit, ResponsibleGaming } from "@casino/core";
import { compareDecimal, subtractDecimal } from "@casino/rules";
import { outage } from "../../testing/outage.ts";
import { renderApp } from "../../testing/render-app.tsx";
import { signedInRoutes } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };

function limit(type: GamingLimit["limit_type"], period: GamingLimit["period"]): GamingLimit {
  return {
    limit_type: type,
    period,
    amount: null,
    pending_amount: null,
    pending_from: null,
    used: "0.00",
    remaining: null,
  };
}

function settings(change: (limits: GamingLimit[]) => void = () => {}): ResponsibleGaming {
  const limits = (["deposit", "loss", "wager"] as const).flatMap((type) =>
    (["daily", "weekly", "monthly"] as const).map((period) => limit(type, period)),
  );
  change(limits);
  return {
    currency: "USD",
    limits,
    session_reminder_minutes: null,
    cool_off_until: null,
    self_excluded_until: null,
  };
}

const withDailyDeposit = (amount: string, pending?: { amount: string | null; from: string }) =>
  settings((limits) => {
    Object.assign(limits[0]!, {
      amount,
      used: "40.00",
      remaining: subtractDecimal(amount, "40"),
      pending_amount: pending?.amount ?? null,
      pending_from: pending?.from ?? null,
    });
  });

jest.setTimeout(30_000);

async function openPage(routes: Record<string, (request: FakeRequest) => unknown>) {
  const api = createFakeApi({ ...signedInRoutes(), ...routes });
  const rendered = await renderApp("/profile/responsible-gaming", {
    platform: signedIn,
    api: api.client,
  });
  await screen.findByRole("heading", { level: 1, name: "Responsible gaming" }, { timeout: 5000 });
  return { api, ...rendered };
}

describe("responsible gaming", () => {
  it("checks a limit amount in the form before asking the server, and shows the server's refusal", async () => {
    const { api } = await openPage({
      "GET /api/user/responsible-gaming": () => settings(),
      "PUT /api/user/responsible-gaming/limits": () => {
        throw apiError(422, "invalid_value", { amount: ["between"] });
      },
    });
    const form = await screen.findByRole("form", { name: "daily deposit limit" });
    const field = within(form).getByRole("textbox", { name: "New daily deposit limit (USD)" });
    const save = within(form).getByRole("button", { name: "Save" });

    await userEvent.click(save);
    expect(await within(form).findByText("Enter an amount.")).toBeInTheDocument();
    for (const bad of ["0.5", "12.345", "abc", "1000001"]) {
      await userEvent.clear(field);
      await userEvent.type(field, bad);
      await userEvent.click(save);
      expect(
        await within(form).findByText(
          "Enter an amount from 1 to 1,000,000 USD, with at most 2 decimals.",
        ),
      ).toBeInTheDocument();
    }
    expect(api.callsTo("PUT /api/user/responsible-gaming/limits")).toHaveLength(0);
    expect(field).toHaveAttribute("aria-invalid", "true");

    // A value the form accepts goes to the server, whose refusal is shown on the field.
    await userEvent.clear(field);
    await userEvent.type(field, "50");
    await userEvent.click(save);
    await waitFor(() =>
      expect(api.callsTo("PUT /api/user/responsible-gaming/limits")[0]?.body).toEqual({
        limit_type: "deposit",
        period: "daily",
        amount: "50",
      }),
    );
    expect(
      await within(form).findByText(
        "Enter an amount from 1 to 1,000,000 USD, with at most 2 decimals.",
      ),
    ).toBeInTheDocument();
  });

  it("applies a lower limit at once and shows a raise as pending with when it applies", async () => {
    let current = withDailyDeposit("100");
    const from = "2026-11-25T10:00:00.000Z";
    await openPage({
      "GET /api/user/responsible-gaming": () => current,
      "PUT /api/user/responsible-gaming/limits": (request) => {
        const amount = (request.body as { amount: string }).amount;
        current =
          compareDecimal(amount, 100) < 0
            ? withDailyDeposit(amount)
            : withDailyDeposit("100", { amount: `${amount}.00`, from });
        return current;
      },
    });
    const card = await screen.findByRole("region", { name: "Deposit limit" });
    expect(await within(card).findByText("$100.00")).toBeInTheDocument();
    expect(
      within(card).getByRole("progressbar", { name: "Usage of the daily deposit limit" }),
    ).toBeVisible();

    const form = within(card).getByRole("form", { name: "daily deposit limit" });
    const field = within(form).getByRole("textbox", { name: "New daily deposit limit (USD)" });
    await userEvent.type(field, "200");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(card).findByText(/^Rises to \$200\.00 on /)).toBeInTheDocument();
    expect(within(card).getByText("$100.00")).toBeInTheDocument();
    expect(within(form).getByRole("status")).toHaveTextContent(
      /^Raise requested: the current limit stays until /,
    );

    await userEvent.type(field, "60");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(card).findByText("$60.00")).toBeInTheDocument();
    expect(within(card).queryByText(/^Rises to/)).not.toBeInTheDocument();
    expect(within(form).getByRole("status")).toHaveTextContent(
      "Saved: your daily deposit limit is $60.00 from now on.",
    );
  });

  it("asks for a confirmation before a self-exclusion and shows a wrong password", async () => {
    const { api } = await openPage({
      "GET /api/user/responsible-gaming": () => settings(),
      "POST /api/user/responsible-gaming/self-exclusion": () => {
        throw apiError(422, "current_password_wrong", {
          current_password: ["current_password_wrong"],
        });
      },
    });
    await userEvent.selectOptions(
      await screen.findByRole("combobox", { name: "Length of the self-exclusion" }),
      "12",
    );
    await userEvent.click(screen.getByRole("button", { name: "Exclude myself" }));
    const dialog = await screen.findByRole("alertdialog", { name: /^Exclude yourself until / });
    await userEvent.click(within(dialog).getByRole("button", { name: "Exclude me" }));
    expect(
      await within(dialog).findByText("Tick the box to confirm you understand."),
    ).toBeInTheDocument();
    expect(api.callsTo("POST /api/user/responsible-gaming/self-exclusion")).toHaveLength(0);

    await userEvent.click(
      within(dialog).getByRole("checkbox", {
        name: "I understand that this cannot be undone early.",
      }),
    );
    await userEvent.type(within(dialog).getByLabelText("Current password"), "wrong");
    await userEvent.click(within(dialog).getByRole("button", { name: "Exclude me" }));
    expect(await within(dialog).findByText("The current password is wrong.")).toBeInTheDocument();
    expect(api.callsTo("POST /api/user/responsible-gaming/self-exclusion")[0]?.body).toEqual({
      months: 12,
      current_password: "wrong",
    });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("shows an error state with a retry when the settings cannot be loaded", async () => {
    const down = outage();
    await openPage({
      "GET /api/user/responsible-gaming": down.route(() => settings()),
    });
    expect(
      await screen.findByRole("heading", {
        name: "Your responsible gaming settings could not be loaded.",
      }),
    ).toBeInTheDocument();
    down.end();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Wager limit" })).toBeInTheDocument();
  });
});
