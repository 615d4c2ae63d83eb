import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { promotionsApi } from "@casino/core";
import { apiError, createFakeApi, type FakeRoute } from "@casino/core/testing";
import { outage } from "../../testing/outage.ts";
import { onePage } from "../../testing/pages.ts";
import { renderApp } from "../../testing/render-app.tsx";

const promotion = (id: number, patch: Record<string, unknown> = {}) => ({
  id,
  slug: `promo-${id}`,
  title: `Promo ${id}`,
  summary: `Summary ${id}`,
  image: null,
  bonus_code: null,
  starts_at: null,
  ends_at: "2026-12-31T00:00:00Z",
  ...patch,
});

const listOf = (data: unknown[]) => onePage(data, 12);

function api(routes: Record<string, FakeRoute>) {
  return createFakeApi({ "GET /api/games/highest-win-amount/list": () => [], ...routes });
}

describe("promotion pages", () => {
  beforeEach(() => {
    window.scrollTo = jest.fn() as never;
  });

  it("lists the promotions with their period and links, under the wins strip", async () => {
    const fake = api({ "GET /api/promotions": () => listOf([promotion(1), promotion(2)]) });
    await renderApp("/promotion", { api: fake.client });
    expect(await screen.findByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
    const list = await screen.findByRole("list", { name: "Promotions" });
    const first = within(list).getByRole("article", { name: "Promo 1" });
    expect(first).toHaveTextContent("Until Dec 31, 2026");
    expect(within(first).getByRole("link", { name: "Read more Promo 1" })).toHaveAttribute(
      "href",
      "/promotion/promo-1",
    );
    expect(screen.getByText("Biggest wins today")).toBeInTheDocument();
  });

  it("says so when there are none, and offers a retry when the list failed", async () => {
    const down = outage();
    const fake = api({
      "GET /api/promotions": down.route(() => listOf([])),
    });
    await renderApp("/promotion", { api: fake.client });
    expect(await screen.findByText("The promotions could not be loaded.")).toBeInTheDocument();
    down.end();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No promotions right now")).toBeInTheDocument();
  });

  it("keeps the list on screen with an inline Try again when reading it again fails", async () => {
    let fail = false;
    const fake = api({
      "GET /api/promotions": () => {
        if (fail) throw apiError(500, "server_error");
        return listOf([promotion(1)]);
      },
    });
    const { store } = await renderApp("/promotion", { api: fake.client });
    const list = await screen.findByRole("list", { name: "Promotions" });
    expect(screen.queryByRole("alert")).toBeNull();
    fail = true;
    await store.dispatch(
      promotionsApi.endpoints.listPromotions.initiate(
        { page: 1, per_page: 12 },
        { subscribe: false, forceRefetch: true },
      ) as never,
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The promotions could not be loaded.");
    expect(within(list).getByRole("article", { name: "Promo 1" })).toBeVisible();
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(screen.getByRole("article", { name: "Promo 1" })).toBeVisible();
  });

  it("shows one promotion scrolled to the top, its HTML sanitised, and its bonus for a guest", async () => {
    const fake = api({
      "GET /api/promotions/{id}": () => ({
        ...promotion(4, { title: "Weekly reload", bonus_code: "RELOAD50" }),
        body: '<p>Reload <strong>now</strong></p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
        terms: "<ul><li>Once a week</li></ul>",
      }),
    });
    const { store, platform } = await renderApp("/promotion/weekly-reload", { api: fake.client });
    expect(await screen.findByRole("heading", { level: 1, name: "Weekly reload" })).toBeVisible();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    const article = screen.getByRole("article", { name: "Weekly reload" });
    expect(article).toHaveTextContent("Reload now");
    expect(article.querySelector("script")).toBeNull();
    expect(article.querySelector("img")?.getAttribute("onerror")).toBeNull();
    expect(screen.getByRole("region", { name: "Terms and conditions" })).toHaveTextContent(
      "Once a week",
    );
    await userEvent.click(screen.getByRole("button", { name: "Get this bonus" }));
    const dialog = await screen.findByRole("dialog", { name: "Get the bonus of Weekly reload" });
    expect(within(dialog).getByRole("textbox", { name: "Bonus code" })).toHaveValue("RELOAD50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign up to get it" }));
    await waitFor(() => expect(store.getState().session.authDialog.open).toBe(true));
    expect(store.getState().session.authDialog.tab).toBe("register");
    await waitFor(() => expect(platform.storage.get("bonus_code")).toBe("RELOAD50"));
  });

  it("answers 404 for an unknown promotion", async () => {
    const fake = api({
      "GET /api/promotions/{id}": () => {
        throw apiError(404, "not_found");
      },
    });
    await renderApp("/promotion/gone", { api: fake.client });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});
