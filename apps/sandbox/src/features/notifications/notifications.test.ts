/* eslint-disable @typescript-eslint/no-explicit-any -- test responses and frames are read loosely, as JSON */
/**
 * The inbox from real data: notifications created with `notify` arrive as `new_notification`
 * with the new unread count, are listed (all or unread only), read one by one or all at once,
 * and `inbox_count` of the general settings follows.
 */
import { notify } from "./notifications.ts";
import { signedInPlayer } from "../../test/accounts.ts";
import { pollUntil } from "../../test/polling.ts";
import { until } from "../../test/realtime-client.ts";
import { useRealtimeSandbox } from "../../test/realtime-sandbox.ts";

const { sandbox, client } = useRealtimeSandbox();

async function inboxCount(token: string): Promise<number> {
  const settings = await sandbox.call("GET", "/api/settings/general", { token });
  return settings.body.data.inbox_count;
}

it("keeps the inbox, its unread state and the counts in step", async () => {
  const player = await signedInPlayer(sandbox, "inbox");
  const me = await sandbox.call("GET", "/api/user/information", { token: player.token });
  const userId = me.body.data.id as number;
  const pusher = client(player.token);
  const received: any[] = [];
  const channel = pusher.subscribe(`private-player.${userId}`);
  channel.bind("new_notification", (data: unknown) => received.push(data));
  let subscribed = false;
  channel.bind("pusher:subscription_succeeded", () => (subscribed = true));
  await until(() => subscribed, 5_000, "subscription");
  const before = await inboxCount(player.token);

  const { realtime } = sandbox.app;
  const at = new Date(sandbox.clock.now());
  const first = await notify(
    sandbox.db,
    realtime,
    userId,
    () => ({
      type: "bonus",
      title: "Bonus ready",
      body: '<p onclick="x()">Claim it<script>x()</script></p>',
      link: "/promotion",
    }),
    at,
  );
  await notify(
    sandbox.db,
    realtime,
    userId,
    () => ({ type: "vip", title: "Level up", body: "Byte Bandit" }),
    at,
  );
  await until(() => received.length === 2, 5_000, "two new_notification");
  expect(received.map((event) => event.inbox_count)).toEqual([before + 1, before + 2]);
  expect(received[0].notification).toMatchObject({
    id: first.id,
    body: "<p>Claim it</p>",
    is_read: false,
  });
  expect(await inboxCount(player.token)).toBe(before + 2);

  const unread = await sandbox.call("GET", "/api/notifications?unread_only=true", {
    token: player.token,
  });
  expect(unread.body.data.total).toBe(before + 2);
  expect(unread.body.data.data[0].title).toBe("Level up");

  const detail = await sandbox.call("GET", `/api/notifications/${first.id}`, {
    token: player.token,
  });
  expect(detail.body.data).toMatchObject({ id: first.id, title: "Bonus ready", is_read: false });

  const read = await sandbox.call("PATCH", `/api/notifications/${first.id}/read`, {
    token: player.token,
  });
  expect(read.body.data).toMatchObject({
    id: first.id,
    is_read: true,
    read_at: expect.any(String),
  });
  expect(await inboxCount(player.token)).toBe(before + 1);
  const unreadAfter = await sandbox.call("GET", "/api/notifications?unread_only=true", {
    token: player.token,
  });
  expect(unreadAfter.body.data.data.map((n: any) => n.id)).not.toContain(first.id);

  const all = await sandbox.call("PATCH", "/api/notifications/read-all", { token: player.token });
  expect(all.body.data).toEqual({ updated: before + 1, inbox_count: 0 });
  expect(await inboxCount(player.token)).toBe(0);
  const list = await sandbox.call("GET", "/api/notifications", { token: player.token });
  expect(list.body.data.data.every((n: any) => n.is_read)).toBe(true);

  // Another player's notification is not found.
  const other = await signedInPlayer(sandbox, "nosy");
  expect(
    (await sandbox.call("GET", `/api/notifications/${first.id}`, { token: other.token })).status,
  ).toBe(404);
  expect(
    (await sandbox.call("PATCH", `/api/notifications/${first.id}/read`, { token: other.token }))
      .status,
  ).toBe(404);
  expect(await inboxCount(other.token)).toBe(0);
  // Guests see zero.
  expect((await sandbox.call("GET", "/api/settings/general")).body.data.inbox_count).toBe(0);
});

it("writes a deposit's amount by the money rule and keeps it as data; older notifications still list", async () => {
  const player = await signedInPlayer(sandbox, "amounts");
  const me = await sandbox.call("GET", "/api/user/information", { token: player.token });
  const userId = me.body.data.id as number;
  // A notification stored before amounts were kept (the column's default).
  await sandbox.db
    .insertInto("notifications")
    .values({
      user_id: userId,
      type: "deposit",
      title: "Old",
      body: "1.500000 USDT were credited.",
    })
    .execute();
  await sandbox.call("POST", "/dev/deposits", {
    body: { user_id: userId, entity_wallet_code: "USDT", amount: "30.5", confirm_after_seconds: 0 },
  });
  const list: any[] = await pollUntil(
    async () =>
      (await sandbox.call("GET", "/api/notifications", { token: player.token })).body.data.data,
    (items: any[]) => items.some((n) => n.title === "Deposit received"),
    { what: "the deposit's notification", everyMs: 20 },
  );
  const deposit = list.find((n) => n.title === "Deposit received");
  expect(deposit.body).toBe("30.50000000\u00a0USDT were credited to your wallet.");
  expect(deposit.amounts).toEqual([
    { amount: "30.5", currency: "USDT", text: "30.50000000\u00a0USDT" },
  ]);
  expect(list.find((n) => n.title === "Old")).toMatchObject({
    body: "1.500000 USDT were credited.",
    amounts: [],
  });
});
