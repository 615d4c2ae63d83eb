/**
 * Sign-in by username or e-mail, sign-up, and sign-out.
 */
import {
  assertCountryAllowed,
  assertSignInAllowed,
  clearSignInFailures,
  completeSignIn,
  issueSession,
  recordSignInFailure,
} from "./sign-in.ts";
import {
  createUser,
  findByEmail,
  findByLogin,
  usernameTaken,
  sendVerificationMail,
  consentErrors,
} from "../users/index.ts";
import { hashPassword, verifyPassword } from "../../lib/crypto.ts";
import { ok } from "../../lib/envelope.ts";
import { signInNotice } from "../limits/index.ts";
import {
  fieldError,
  forbidden,
  unprocessable,
  validationError,
  type FieldErrors,
} from "../../lib/errors.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import { isEmailOrUsername, passwordKeys } from "../../lib/password-rules.ts";
import { contentLocale } from "../../lib/content-language.ts";
import { message as playerMessage } from "../../lib/player-texts.ts";
import type { Services } from "../../services.ts";
import { redeemVoucher } from "../bonuses/index.ts";

/** A hash no password matches, checked when the account does not exist so timing reveals nothing. */
let dummyHash: Promise<string> | undefined;

/** The handlers of the auth feature. */
export function authHandlers(services: Services): Handlers {
  const { db, config, limiter, outbox } = services;
  return {
    login: async ({ body, ip }) => {
      const { username_or_email: raw, password } = body;
      const identifier = raw.trim();
      if (!identifier) throw fieldError("username_or_email", "required");
      if (!isEmailOrUsername(identifier))
        throw fieldError("username_or_email", "email_username_invalid");
      const key = `login:${ip}:${identifier.toLowerCase()}`;
      await limiter.hit(key, config.rateLimits.login);
      assertCountryAllowed(services, ip);
      const user = await findByLogin(db, identifier);
      await assertSignInAllowed(services, user, identifier, ip);
      dummyHash ??= hashPassword("no password matches this hash 1!A");
      const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
      if (!user || !user.password_hash || !valid) {
        await recordSignInFailure(services, user, identifier);
        throw unprocessable("invalid_credentials");
      }
      await limiter.reset(key);
      await clearSignInFailures(services, user);
      if (!user.email) throw forbidden("email_not_verified");
      const outcome = await completeSignIn(services, user, "email", { ip });
      const message = outcome.token
        ? ((await signInNotice(db, user.id, new Date(services.clock.now()))) ?? "Signed in.")
        : outcome.two_factor
          ? "Enter your two-factor code."
          : "Please verify your e-mail address.";
      return ok(
        {
          token: outcome.token,
          two_factor: outcome.two_factor,
          auth_id: outcome.auth_id,
          email: outcome.email,
          email_verified_at: outcome.email_verified_at,
        },
        message,
      );
    },

    register: async ({ body, ip, lang }) => {
      const input = body;
      await limiter.hit(`register:${ip}`, config.rateLimits.register);
      assertCountryAllowed(services, ip);
      // Both confirmations are recorded with the account; without them nothing is created.
      const errors: FieldErrors = consentErrors(input);
      const passwordProblems = passwordKeys(input.password);
      if (passwordProblems.length) errors.password = passwordProblems;
      if (Object.keys(errors).length) throw validationError(errors);
      const email = input.email.trim();
      const takenEmail = await findByEmail(db, email);
      const takenUsername = await usernameTaken(db, input.username);
      if (config.emailVerification && (takenEmail || takenUsername)) {
        // The same answer as a new account (and the same work); the mail tells the rest.
        await hashPassword(input.password);
        // The account's owner reads its language; a new address, the request's.
        await outbox.send(
          takenEmail
            ? {
                channel: "email",
                to: takenEmail.email!,
                ...playerMessage(takenEmail.lang, "mail.signUpAddressTaken", {
                  username: takenEmail.username,
                  link: `${config.appUrl}/password/forgot`,
                }),
              }
            : {
                channel: "email",
                to: email,
                ...playerMessage(lang, "mail.signUpUsernameTaken", { username: input.username }),
              },
        );
        return ok(
          { token: null, email, email_verified_at: null, email_verification_required: true },
          "Account registered. Check your e-mail to verify it.",
          201,
        );
      }
      // Without e-mail verification the answer is a token, so a taken name can only be said.
      if (takenUsername) errors.username = ["username_taken"];
      if (takenEmail) errors.email = ["email_taken"];
      if (Object.keys(errors).length) throw validationError(errors);
      const user = await createUser(db, {
        username: input.username,
        email,
        password_hash: await hashPassword(input.password),
        login_method: "email",
        // The player's language is the one they signed up in (their e-mails are written in it).
        lang: contentLocale(lang),
        reference: input.reference ?? null,
        affiliate_token: input.affiliate_token ?? null,
        visitor_id: input.visitor_id ?? null,
        voucher_code: input.voucher_code ?? null,
        terms_accepted_at: new Date(services.clock.now()),
        created_at: new Date(services.clock.now()),
      });
      await redeemVoucher(services, user.id, user.voucher_code);
      if (config.emailVerification) {
        await sendVerificationMail(services, user);
        return ok(
          {
            token: null,
            email: user.email!,
            email_verified_at: null,
            email_verification_required: true,
          },
          "Account registered. Check your e-mail to verify it.",
          201,
        );
      }
      const { token } = await issueSession(services, user, "email", { ip });
      return ok(
        { token, email: user.email!, email_verified_at: null, email_verification_required: false },
        "Account registered.",
        201,
      );
    },

    logout: async (ctx) => {
      const { user, tokenId } = requireAuth(ctx);
      await services.sessions.revoke(user.id, tokenId, "logout");
      return ok(null, "Signed out.");
    },
  };
}
