/**
 * The signed-in player: read, identity (username, e-mail) and personal
 * details updates, password change, language, consent (age and terms).
 */
import { requireStepUp } from "../two-factor/index.ts";
import { consentErrors, recordConsent } from "./consent.ts";
import { presentUser } from "./present.ts";
import { emailTaken, usernameTaken } from "./repository.ts";
import { sendVerificationMail } from "./email-verification.ts";
import type { User, UserUpdate } from "../../db/types.ts";
import { hashPassword, safeEqual, verifyPassword } from "../../lib/crypto.ts";
import { ok } from "../../lib/envelope.ts";
import { fieldError, validationError, type FieldErrors } from "../../lib/errors.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import { findState, listCountries, stateOfCity } from "../../lib/places.ts";
import { message } from "../../lib/player-texts.ts";
import type { Services } from "../../services.ts";

/** Age in whole years on `today` of someone born on `birth` (both `YYYY-MM-DD`). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The handlers of the users feature. */
export function userHandlers(services: Services): Handlers {
  const { db, clock, config, limiter } = services;

  async function reload(userId: number): Promise<User> {
    return db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
  }

  return {
    getUserInformation: async (ctx) => ok(presentUser(requireAuth(ctx).user)),

    updateUserInformation: async (ctx) => {
      const auth = requireAuth(ctx);
      const { user, tokenId } = auth;
      const input = ctx.body;
      const errors: FieldErrors = {};
      const email = input.email?.trim();
      const emailChanged =
        email !== undefined && email.toLowerCase() !== (user.email ?? "").toLowerCase();
      // Changing the address that resets the password needs the password or a code.
      if (emailChanged) await requireStepUp(services, auth, input);
      if (
        input.username !== undefined &&
        input.username !== user.username &&
        (await usernameTaken(db, input.username, user.id))
      ) {
        errors.username = ["username_taken"];
      }
      if (emailChanged && (await emailTaken(db, email, user.id))) errors.email = ["email_taken"];
      if (Object.keys(errors).length) throw validationError(errors);
      const now = new Date(clock.now());
      const changes: UserUpdate = { updated_at: now };
      if (input.username !== undefined) changes.username = input.username;
      if (emailChanged)
        Object.assign(changes, {
          email,
          email_verified_at: null,
          email_verification_sent_at: null,
        });
      await db.updateTable("users").set(changes).where("id", "=", user.id).execute();
      const updated = await reload(user.id);
      if (emailChanged) {
        if (user.email)
          await services.outbox.send({
            channel: "email",
            to: user.email,
            ...message(user.lang, "mail.emailChanged", { username: user.username, email }),
          });
        await sendVerificationMail(services, updated);
        await services.sessions.revokeAll(user.id, "email_changed", tokenId);
      }
      return ok(
        presentUser(updated),
        emailChanged
          ? "Saved. Check your new e-mail address to verify it."
          : "Your information has been updated.",
      );
    },

    updatePersonalDetail: async (ctx) => {
      const { user } = requireAuth(ctx);
      const input = ctx.body;
      const errors: FieldErrors = {};
      const changes: UserUpdate = { updated_at: new Date(clock.now()) };
      for (const field of ["first_name", "last_name", "gender", "address", "zipcode"] as const) {
        if (input[field] !== undefined)
          changes[field] = typeof input[field] === "string" ? input[field].trim() : input[field];
      }
      if (input.date_of_birth !== undefined) {
        const today = new Date(clock.now()).toISOString().slice(0, 10);
        if (!isRealDate(input.date_of_birth)) errors.date_of_birth = ["invalid_date"];
        else if (ageOn(input.date_of_birth, today) < 18) errors.date_of_birth = ["invalid_value"];
        else changes.date_of_birth = input.date_of_birth;
      }
      // Country, state and city must agree; changing a level clears the levels below unless they are sent too.
      const country = input.country_code ?? user.country_code;
      let stateId = input.state_id !== undefined ? input.state_id : user.state_id;
      let cityId = input.city_id !== undefined ? input.city_id : user.city_id;
      if (
        input.country_code !== undefined &&
        input.country_code !== user.country_code &&
        input.state_id === undefined
      )
        stateId = null;
      if (stateId !== user.state_id && input.city_id === undefined) cityId = null;
      if (
        input.country_code !== undefined &&
        !listCountries().some((c) => c.code === input.country_code)
      ) {
        errors.country_code = ["invalid_value"];
      }
      if (stateId !== null && stateId !== undefined) {
        const state = findState(stateId);
        if (!state || state.country_code !== country) errors.state_id = ["invalid_value"];
      }
      if (cityId !== null && cityId !== undefined) {
        if (stateId === null || stateId === undefined || stateOfCity(cityId) !== stateId)
          errors.city_id = ["invalid_value"];
      }
      if (Object.keys(errors).length) throw validationError(errors);
      if (input.country_code !== undefined) changes.country_code = input.country_code;
      changes.state_id = stateId ?? null;
      changes.city_id = cityId ?? null;
      await db.updateTable("users").set(changes).where("id", "=", user.id).execute();
      return ok(presentUser(await reload(user.id)), "Your information has been updated.");
    },

    changePassword: async (ctx) => {
      const auth = requireAuth(ctx);
      const { user, tokenId } = auth;
      const input = ctx.body;
      await limiter.hit(`password:${user.id}`, config.rateLimits.changePassword);
      if (user.password_hash) {
        if (
          input.current_password === undefined ||
          !(await verifyPassword(input.current_password, user.password_hash))
        )
          throw fieldError("current_password", "current_password_wrong");
      } else {
        // Setting a first password: a TOTP code, or a fresh sign-in without one.
        await requireStepUp(services, auth, { code: input.code });
      }
      if (!safeEqual(input.password, input.password_confirmation))
        throw fieldError("password_confirmation", "password_not_match");
      await db
        .updateTable("users")
        .set({
          password_hash: await hashPassword(input.password),
          updated_at: new Date(clock.now()),
        })
        .where("id", "=", user.id)
        .execute();
      await services.sessions.revokeAll(user.id, "password_changed", tokenId);
      return ok(null, "Your password has been updated.");
    },

    changeLanguage: async (ctx) => {
      const { user } = requireAuth(ctx);
      const { lang } = ctx.body;
      await db
        .updateTable("users")
        .set({ lang, updated_at: new Date(clock.now()) })
        .where("id", "=", user.id)
        .execute();
      return ok({ lang }, "Language saved.");
    },

    giveConsent: async (ctx) => {
      const { user } = requireAuth(ctx);
      const errors = consentErrors(ctx.body);
      if (Object.keys(errors).length) throw validationError(errors);
      await recordConsent(db, user.id, new Date(clock.now()));
      return ok(presentUser(await reload(user.id)), "Thank you. You can play now.");
    },

    updatePrivacy: async (ctx) => {
      const { user } = requireAuth(ctx);
      await db
        .updateTable("users")
        .set({ hide_name: ctx.body.hide_name, updated_at: new Date(clock.now()) })
        .where("id", "=", user.id)
        .execute();
      return ok(
        presentUser(await reload(user.id)),
        ctx.body.hide_name ? "Your name is hidden in public places." : "Your name is shown masked.",
      );
    },
  };
}
