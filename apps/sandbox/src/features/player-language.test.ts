/* eslint-disable @typescript-eslint/no-explicit-any -- test responses and frames are read loosely, as JSON */
/**
 * What the server writes to a player outside an API answer is in the player's language
 * (`users.lang`, set from the sign-up request's `X-localization` and by the language setting):
 * e-mails (subject and body, their links unchanged), inbox notifications as pushed and listed
 * (their amounts still kept as data); a guest's support e-mail follows the language they wrote
 * in. A language the server does not know is English.
 */
import { DEMO_CODES } from "./bonuses/seed-bonuses.ts";
import {
  lastMessage,
  newPlayer,
  signedInPlayerIn,
  signIn,
  verifyFromOutbox,
} from "../test/accounts.ts";
import { pollUntil } from "../test/polling.ts";
import { until } from "../test/realtime-client.ts";
import { useRealtimeSandbox } from "../test/realtime-sandbox.ts";

const { sandbox, client } = useRealtimeSandbox();

const inLanguage = (lang: string) => ({ "x-localization": lang });

/** A new verified, signed-in player whose account is in `lang`. */
const playerIn = (lang: string, prefix: string) => signedInPlayerIn(sandbox, lang, prefix);

async function depositNotification(token: string, userId: number, amount: string) {
  await sandbox.call("POST", "/dev/deposits", {
    body: { user_id: userId, entity_wallet_code: "USDT", amount, confirm_after_seconds: 0 },
  });
  const list: any[] = await pollUntil(
    async () => (await sandbox.call("GET", "/api/notifications", { token })).body.data.data,
    (items: any[]) => items.some((n) => n.type === "deposit"),
    { what: "the deposit's notification", everyMs: 20 },
  );
  return list.find((n) => n.type === "deposit");
}

it("sends the verification e-mail of a player who signs up in Russian in Russian, its link unchanged", async () => {
  const player = newPlayer("ruverify");
  await sandbox.call("POST", "/api/register", { body: player, headers: inLanguage("ru") });
  const mail = await lastMessage(sandbox, player.email);
  expect(mail.subject).toBe("Подтвердите адрес электронной почты");
  expect(mail.text).toContain(`Здравствуйте, ${player.username}!`);
  expect(mail.text).toContain("Подтвердите адрес электронной почты, открыв эту ссылку:");
  expect(mail.links).toHaveLength(1);
  expect(mail.links[0]).toMatch(/\/email\/verify\?id=\d+&hash=/);
  // The link works as before, and the account keeps the language it was made in.
  expect((await verifyFromOutbox(sandbox, player.email)).status).toBe(200);
  const token = await signIn(sandbox, player);
  const me = await sandbox.call("GET", "/api/user/information", { token });
  expect(me.body.data.lang).toBe("ru");
});

it("sends a Russian player's password-reset e-mail in Russian, with the reset link", async () => {
  const player = await playerIn("en", "rureset");
  const changed = await sandbox.call("PATCH", "/api/user/lang/change", {
    token: player.token,
    body: { lang: "ru" },
  });
  expect(changed.status).toBe(200);
  await sandbox.call("POST", "/api/forgot-password", { body: { email: player.email } });
  const mail = await lastMessage(sandbox, player.email);
  expect(mail.subject).toBe("Сброс пароля");
  expect(mail.text).toContain(`Здравствуйте, ${player.username}!`);
  expect(mail.text).toContain("Откройте эту ссылку в течение 60 минут, чтобы задать новый пароль:");
  expect(mail.links).toHaveLength(1);
  expect(mail.links[0]).toContain("/password/reset/");
  expect(mail.text).toContain(mail.links[0]);
});

it("pushes and lists a Japanese player's notification in Japanese, its amount kept as data", async () => {
  const player = await playerIn("ja", "janote");
  expect(player.lang).toBe("ja");
  const pusher = client(player.token);
  const received: any[] = [];
  const channel = pusher.subscribe(`private-player.${player.id}`);
  channel.bind("new_notification", (data: unknown) => received.push(data));
  let subscribed = false;
  channel.bind("pusher:subscription_succeeded", () => (subscribed = true));
  await until(() => subscribed, 5_000, "subscription");

  const listed = await depositNotification(player.token, player.id, "30.5");
  const expected = {
    title: "入金を受け付けました",
    body: "30.50000000\u00a0USDT がウォレットに入金されました。",
    amounts: [{ amount: "30.5", currency: "USDT", text: "30.50000000\u00a0USDT" }],
  };
  expect(listed).toMatchObject(expected);
  await until(() => received.length > 0, 5_000, "new_notification");
  expect(received[0].notification).toMatchObject(expected);
});

it("writes in English for a language the server does not know", async () => {
  // A sign-up in an unknown language makes an English account, mailed in English.
  const player = newPlayer("xxmail");
  await sandbox.call("POST", "/api/register", { body: player, headers: inLanguage("xx") });
  const mail = await lastMessage(sandbox, player.email);
  expect(mail.subject).toBe("Verify your e-mail address");
  expect(mail.text).toMatch(/^Hello [^,]+,\n\nPlease confirm your e-mail address/);
  expect((await verifyFromOutbox(sandbox, player.email)).status).toBe(200);
  const token = await signIn(sandbox, player);
  const me = await sandbox.call("GET", "/api/user/information", { token });
  expect(me.body.data.lang).toBe("en");

  // A stored language the catalogue lacks (not one of the nine) reads English too.
  await sandbox.db
    .updateTable("users")
    .set({ lang: "eo" })
    .where("id", "=", me.body.data.id)
    .execute();
  const note = await depositNotification(token, me.body.data.id, "2");
  expect(note).toMatchObject({
    title: "Deposit received",
    body: "2.00000000\u00a0USDT were credited to your wallet.",
  });
});

it("mails a guest of support in the language they last wrote in", async () => {
  const opened = await sandbox.call("POST", "/api/support/guest/conversations", {
    body: { email: "gast@example.com", subject: "Konto", message: "Hallo?" },
    headers: inLanguage("de"),
  });
  expect(opened.status).toBe(201);
  const { access_token, detail } = opened.body.data;
  const desk = await fetch(`${sandbox.base}/dev/support`);
  const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(await desk.text())![1]!;
  const answer = (message: string) =>
    sandbox.call("POST", `/dev/support/conversations/${detail.conversation.id}/replies`, {
      body: { message, agent_name: "Alex" },
      headers: { "x-csrf-token": csrf },
    });

  await answer("Wie können wir helfen?");
  const german = await lastMessage(sandbox, "gast@example.com");
  expect(german.subject).toBe("Der Support hat geantwortet: Konto");
  expect(german.text).toContain("Alex hat auf deine Unterhaltung „Konto“ geantwortet.");
  expect(german.links[0]).toMatch(/\/customer-support$/);

  // The guest reads the answer, then writes again in French: the next e-mail is in French.
  await sandbox.call("POST", "/api/support/guest/conversation", { body: { access_token } });
  await sandbox.call("POST", "/api/support/guest/conversation/messages", {
    body: { access_token, message: "Merci !" },
    headers: inLanguage("fr"),
  });
  await answer("Avec plaisir.");
  const french = await lastMessage(sandbox, "gast@example.com");
  expect(french.subject).toBe("Le support a répondu : Konto");
  expect(french.text).toContain("Alex a répondu à votre conversation « Konto ».");
});

it("names a bonus offer in a Russian player's bonus notice in Russian", async () => {
  const player = await playerIn("ru", "rubonus");
  const redeemed = await sandbox.call("POST", "/api/bonuses/redeem", {
    token: player.token,
    body: { code: DEMO_CODES.noDeposit },
    headers: inLanguage("ru"),
  });
  expect(redeemed.status).toBe(200);
  // A no-deposit bonus is credited when claimed.
  const claimed = await sandbox.call("POST", `/api/bonuses/${redeemed.body.data.id}/claim`, {
    token: player.token,
  });
  expect(claimed.status).toBe(200);
  const notices: any[] = await pollUntil(
    async () =>
      (await sandbox.call("GET", "/api/notifications", { token: player.token })).body.data.data,
    (items: any[]) => items.some((n) => n.type === "bonus"),
    { what: "the bonus notice", everyMs: 20 },
  );
  const notice = notices.find((n) => n.type === "bonus");
  expect(notice.title).toBe("Бонус зачислен");
  expect(notice.body).toMatch(/^10 USDT без депозита: начислено /);
});
