/**
 * Every player of a roulette table sees the same round live: the public `tables` channel carries
 * `roulette_round` when a round opens, when betting closes and when it settles with its result.
 */
import { gameOf, launch, openSession, withSession } from "../../test/play.ts";
import { until } from "../../test/realtime-client.ts";
import { useRealtimeSandbox } from "../../test/realtime-sandbox.ts";
import { findGame } from "../games/repository.ts";
import { bettingMs, SPIN_MS } from "./table.ts";

const { sandbox, client } = useRealtimeSandbox();

interface RoundEvent {
  game_id: number;
  round_id: number;
  phase: string;
  result: string | null;
}

function watcher(): { received: RoundEvent[]; ready: () => boolean } {
  const pusher = client();
  const channel = pusher.subscribe("tables");
  const received: RoundEvent[] = [];
  let subscribed = false;
  channel.bind("pusher:subscription_succeeded", () => (subscribed = true));
  channel.bind("roulette_round", (data: RoundEvent) => received.push(data));
  return { received, ready: () => subscribed };
}

it("announces each phase of a round to every watcher of the tables channel", async () => {
  const table = await gameOf(sandbox, "roulette");
  const game = (await findGame(sandbox.db, table.id))!;
  const first = watcher();
  const second = watcher();
  await until(() => first.ready() && second.ready(), 5_000, "subscriptions");

  const player = withSession(
    sandbox,
    (await openSession(sandbox, await launch(sandbox, table.id, "fun"))).session_token,
  );
  const state = (await player("GET", "/api/play/roulette")).body.data;
  // The page learns where to listen.
  expect(state.realtime).toEqual({
    ws_path: `/app/${sandbox.config.pusher.key}`,
    channel: "tables",
    event: "roulette_round",
  });
  const round = state.round;
  sandbox.clock.advance(bettingMs(game));
  await player("GET", "/api/play/roulette");
  sandbox.clock.advance(SPIN_MS);
  const after = (await player("GET", "/api/play/roulette")).body.data;

  const phases = (events: RoundEvent[]) =>
    events.filter((e) => e.round_id === round.id).map((e) => e.phase);
  await until(() => phases(second.received).includes("settled"), 5_000, "settled event");
  for (const { received } of [first, second]) {
    expect(phases(received)).toEqual(["betting", "spinning", "settled"]);
    const settled = received.find((e) => e.round_id === round.id && e.phase === "settled")!;
    expect(settled.game_id).toBe(table.id);
    expect(settled.result).toBe(after.history[0].result);
    // The next round opened and was announced too.
    expect(received.some((e) => e.round_id === after.round.id && e.phase === "betting")).toBe(true);
  }
});
