import { collect } from "../../test/events.ts";
import { lastMessage, signedInPlayer } from "../../test/accounts.ts";
import { useSandbox } from "../../test/harness.ts";

const sandbox = useSandbox();

describe("profile", () => {
  it("returns the signed-in player as the contract's User", async () => {
    const player = await signedInPlayer(sandbox, "me");
    const response = await sandbox.call("GET", "/api/user/information", { token: player.token });
    expect(response.body.data).toMatchObject({
      username: player.username,
      email: player.email,
      login_method: "email",
      lang: "en",
      vip_level: 0,
      is_completed: false,
      player_information: { wallet_currency: "USDT", phone: null },
    });
  });

  it("changes username and e-mail; a new e-mail must be verified again", async () => {
    const player = await signedInPlayer(sandbox, "ident");
    const taken = await sandbox.call("PATCH", "/api/user/information/update", {
      token: player.token,
      body: { username: "demo", email: "friend@sandbox.test", current_password: player.password },
    });
    expect(taken.body.errors).toEqual({ username: ["username_taken"], email: ["email_taken"] });
    const empty = await sandbox.call("PATCH", "/api/user/information/update", {
      token: player.token,
      body: {},
    });
    expect(empty.status).toBe(422);
    const email = `new.${player.email}`;
    const changed = await sandbox.call("PATCH", "/api/user/information/update", {
      token: player.token,
      body: { email, current_password: player.password },
    });
    expect(changed.body.data).toMatchObject({ email, email_verified_at: null });
    expect((await lastMessage(sandbox, email)).subject).toMatch(/verify/i);
  });

  it("updates personal details with consistent country, state and city", async () => {
    const player = await signedInPlayer(sandbox, "details");
    const states = (await sandbox.call("GET", "/api/location/states?country_code=DE")).body.data;
    const bavaria = states.find((s: { name: string }) => s.name === "Bavaria");
    const cities = (await sandbox.call("GET", `/api/location/cities?state_id=${bavaria.id}`)).body
      .data;
    const munich = cities.find((c: { name: string }) => c.name === "Munich");
    const body = {
      first_name: "Ada",
      last_name: "Lovelace",
      date_of_birth: "1990-12-10",
      gender: "female",
      country_code: "DE",
      state_id: bavaria.id,
      city_id: munich.id,
      address: "Marienplatz 1",
      zipcode: "80331",
    };
    const response = await sandbox.call("PATCH", "/api/user/personal-detail/update", {
      token: player.token,
      body,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.player_information).toMatchObject({ ...body, zipcode: "80331" });
    expect(response.body.data.is_completed).toBe(true);

    const otherState = states.find((s: { name: string }) => s.name === "Berlin");
    const mismatch = await sandbox.call("PATCH", "/api/user/personal-detail/update", {
      token: player.token,
      body: { city_id: munich.id, state_id: otherState.id },
    });
    expect(mismatch.body.errors).toEqual({ city_id: ["invalid_value"] });
    const foreignState = await sandbox.call("PATCH", "/api/user/personal-detail/update", {
      token: player.token,
      body: { country_code: "FR", state_id: bavaria.id },
    });
    expect(foreignState.body.errors).toEqual({ state_id: ["invalid_value"] });
    const young = new Date(sandbox.clock.now() - 17 * 365 * 86_400_000).toISOString().slice(0, 10);
    const minor = await sandbox.call("PATCH", "/api/user/personal-detail/update", {
      token: player.token,
      body: { date_of_birth: young },
    });
    expect(minor.body.errors).toEqual({ date_of_birth: ["invalid_value"] });
    const zip = await sandbox.call("PATCH", "/api/user/personal-detail/update", {
      token: player.token,
      body: { zipcode: "12" },
    });
    expect(zip.body.errors).toEqual({ zipcode: ["zipcode_wrong_format"] });
  });

  it("changes the password only with the current one and revokes the other sessions", async () => {
    const player = await signedInPlayer(sandbox, "pw");
    const other = await sandbox.call("POST", "/api/login", {
      body: { username_or_email: player.username, password: player.password },
    });
    const wrong = await sandbox.call("PATCH", "/api/user/change-password", {
      token: player.token,
      body: {
        current_password: "Wrong-pass1",
        password: "Newer-pass2",
        password_confirmation: "Newer-pass2",
      },
    });
    expect(wrong.body.errors).toEqual({ current_password: ["current_password_wrong"] });
    const weak = await sandbox.call("PATCH", "/api/user/change-password", {
      token: player.token,
      body: {
        current_password: player.password,
        password: "newerpass",
        password_confirmation: "newerpass",
      },
    });
    expect(weak.body.errors.password).toEqual(
      expect.arrayContaining(["validation_message.uppercase", "validation_message.numeric"]),
    );
    const ok = await sandbox.call("PATCH", "/api/user/change-password", {
      token: player.token,
      body: {
        current_password: player.password,
        password: "Newer-pass2",
        password_confirmation: "Newer-pass2",
      },
    });
    expect(ok.status).toBe(200);
    expect(
      (await sandbox.call("GET", "/api/user/information", { token: player.token })).status,
    ).toBe(200);
    expect(
      (await sandbox.call("GET", "/api/user/information", { token: other.body.data.token })).status,
    ).toBe(401);
  });

  it("saves the language", async () => {
    const player = await signedInPlayer(sandbox, "lang");
    const response = await sandbox.call("PATCH", "/api/user/lang/change", {
      token: player.token,
      body: { lang: "de" },
    });
    expect(response.body.data).toEqual({ lang: "de" });
    expect(
      (await sandbox.call("GET", "/api/user/information", { token: player.token })).body.data.lang,
    ).toBe("de");
    const bad = await sandbox.call("PATCH", "/api/user/lang/change", {
      token: player.token,
      body: { lang: "xx" },
    });
    expect(bad.body.errors).toEqual({ lang: ["invalid_value"] });
  });
});

describe("phone verification", () => {
  const smsCode = async (to: string) => /(\d{6})/.exec((await lastMessage(sandbox, to)).text)![1]!;

  it("sends a code by SMS, verifies it and raises verified_otp", async () => {
    const player = await signedInPlayer(sandbox, "phone");
    const sent = await sandbox.call("POST", "/api/otp/send", {
      token: player.token,
      body: { phone_code: "+49", phone: "1701234567" },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ phone_code: "+49", phone: "1701234567" });
    const tooSoon = await sandbox.call("GET", "/api/otp/resend", { token: player.token });
    expect(tooSoon.status).toBe(429);

    const wrong = await sandbox.call("GET", "/api/verify?code=000000", { token: player.token });
    expect(wrong.body.errors).toEqual({ code: ["otp_invalid"] });
    const malformed = await sandbox.call("GET", "/api/verify?code=12", { token: player.token });
    expect(malformed.body.errors).toEqual({ code: ["otp_invalid"] });

    const events: string[] = [];
    const stop = collect(sandbox, events);
    const verified = await sandbox.call(
      "GET",
      `/api/verify?code=${await smsCode("+491701234567")}`,
      { token: player.token },
    );
    stop();
    expect(verified.status).toBe(200);
    expect(verified.body.data.phone_verified_at).toEqual(expect.any(String));
    expect(events).toEqual(["verified_otp"]);

    const someoneElse = await signedInPlayer(sandbox, "phone2");
    const taken = await sandbox.call("POST", "/api/otp/send", {
      token: someoneElse.token,
      body: { phone_code: "+49", phone: "1701234567" },
    });
    expect(taken.body.errors).toEqual({ phone: ["phone_taken"] });
    const bad = await sandbox.call("POST", "/api/otp/send", {
      token: someoneElse.token,
      body: { phone_code: "+49", phone: "12ab" },
    });
    expect(bad.body.errors).toEqual({ phone: ["phone_wrong_format"] });
  });

  it("expires codes, resends after a minute, and spends a code after five wrong tries", async () => {
    const player = await signedInPlayer(sandbox, "otp");
    expect((await sandbox.call("GET", "/api/otp/resend", { token: player.token })).body.code).toBe(
      "phone_missing",
    );
    await sandbox.call("POST", "/api/otp/send", {
      token: player.token,
      body: { phone_code: "+33", phone: "612345678" },
    });
    const first = await smsCode("+33612345678");
    sandbox.clock.advance(11 * 60_000);
    expect(
      (await sandbox.call("GET", `/api/verify?code=${first}`, { token: player.token })).body.errors,
    ).toEqual({ code: ["otp_expired"] });

    expect((await sandbox.call("GET", "/api/otp/resend", { token: player.token })).status).toBe(
      200,
    );
    const second = await smsCode("+33612345678");
    const wrongCode = second === "000000" ? "111111" : "000000";
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await sandbox.call("GET", `/api/verify?code=${wrongCode}`, { token: player.token }))
          .status,
      );
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    expect(
      (await sandbox.call("GET", `/api/verify?code=${second}`, { token: player.token })).status,
    ).toBe(422);
  });
});
