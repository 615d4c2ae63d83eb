import type { UserLevelInformation } from "../../api/entities.ts";
import { until } from "../../testing/index.ts";
import { startSignedInStore } from "../../test/signed-in-store.ts";
import { selectLeveledUp, selectLevelProgress } from "./selectors.ts";
import { vipApi } from "./api.ts";

const progress = (patch: Partial<UserLevelInformation> = {}): UserLevelInformation => ({
  level: 1,
  name: "Pixel Pioneer",
  stars: 10,
  next_level: 2,
  next_level_name: "Byte Bandit",
  next_level_stars: 50,
  progress_percent: 25,
  ...patch,
});

describe("VIP endpoints through makeStore", () => {
  it("the player's level information feeds the VIP slice; level_progress patches the cache and refetches the stars", async () => {
    let stars = 10;
    const { store, fake, emit } = await startSignedInStore({
      "GET /api/user/level-information": () => progress(),
      "GET /api/user/star-information": () => ({
        stars,
        lifetime_stars: stars,
        wagered_towards_next_star: "0",
        wager_per_star: "100",
        currency: "USD",
      }),
    });
    await store.dispatch(vipApi.endpoints.getUserLevelInformation.initiate());
    await store.dispatch(vipApi.endpoints.getUserStarInformation.initiate());
    expect(selectLevelProgress(store.getState())?.stars).toBe(10);

    stars = 60;
    const next = progress({
      level: 2,
      name: "Byte Bandit",
      stars: 60,
      next_level: 3,
      next_level_name: "Token Tosser",
      next_level_stars: 150,
      progress_percent: 10,
    });
    emit("level_progress", { progress: next, leveled_up: true });
    await until(
      () => vipApi.endpoints.getUserStarInformation.select()(store.getState()).data?.stars === 60,
    );
    expect(vipApi.endpoints.getUserLevelInformation.select()(store.getState()).data).toEqual(next);
    expect(fake.callsTo("GET /api/user/level-information").length).toBe(1);
    expect(fake.callsTo("GET /api/user/star-information").length).toBe(2);
    expect(selectLevelProgress(store.getState())).toEqual(next);
    expect(selectLeveledUp(store.getState())).toBe(true);
    store.close();
  });

  it("level_progress keeps the level names in the interface language (the push's are English)", async () => {
    const { store, emit } = await startSignedInStore({
      "GET /api/user/level-information": () =>
        progress({ name: "Пиксельный первопроходец", next_level_name: "Байтовый бандит" }),
      "GET /api/levels": () => [
        { level: 2, name: "Байтовый бандит" },
        { level: 3, name: "Метатель токенов" },
      ],
    });
    await store.dispatch(vipApi.endpoints.getUserLevelInformation.initiate());
    await store.dispatch(vipApi.endpoints.listVipLevels.initiate());
    const cached = () => vipApi.endpoints.getUserLevelInformation.select()(store.getState()).data;

    // Same level: the numbers move, the cached names stay.
    emit("level_progress", {
      progress: progress({ stars: 20, progress_percent: 50 }),
      leveled_up: false,
    });
    await until(() => cached()?.stars === 20);
    expect(cached()).toMatchObject({
      name: "Пиксельный первопроходец",
      next_level_name: "Байтовый бандит",
      progress_percent: 50,
    });

    // A new level: its names come from the cached level list.
    emit("level_progress", {
      progress: progress({
        level: 2,
        name: "Byte Bandit",
        stars: 60,
        next_level: 3,
        next_level_name: "Token Tosser",
        next_level_stars: 150,
      }),
      leveled_up: true,
    });
    await until(() => cached()?.level === 2);
    expect(cached()).toMatchObject({
      name: "Байтовый бандит",
      next_level_name: "Метатель токенов",
    });
    store.close();
  });
});
