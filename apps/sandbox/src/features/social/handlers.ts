/**
 * Social sign-in (Google, Facebook): a linked identity signs in; a new one
 * with a usable, free e-mail creates the account; otherwise the client is
 * asked for an e-mail and finishes with `PATCH /api/social/email/update`.
 */
import { assertCountryAllowed, completeSignIn, type SignInOutcome } from "../auth/index.ts";
import { verifySocialToken, type SocialIdentity, type SocialProvider } from "./provider.ts";
import {
  createUser,
  emailTaken,
  freeUsername,
  usernameTaken,
  sendVerificationMail,
} from "../users/index.ts";
import type { Db, User } from "../../db/types.ts";
import { contentLocale } from "../../lib/content-language.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { ok } from "../../lib/envelope.ts";
import { validationError, type FieldErrors } from "../../lib/errors.ts";
import type { Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";

async function linkedUser(db: Db, identity: SocialIdentity): Promise<User | undefined> {
  const link = await db
    .selectFrom("social_accounts")
    .select("user_id")
    .where("provider", "=", identity.provider)
    .where("provider_user_id", "=", identity.providerUserId)
    .executeTakeFirst();
  return link
    ? db.selectFrom("users").selectAll().where("id", "=", link.user_id).executeTakeFirst()
    : undefined;
}

function result(outcome: SignInOutcome): Schemas["SocialLoginResult"] {
  return { ...outcome, need_email: false };
}

interface Referral {
  reference?: string | null;
  affiliate_token?: string | null;
  visitor_id?: string | null;
}

/** The handlers of the social sign-in feature. */
export function socialHandlers(services: Services): Handlers {
  const { db, clock, config, limiter } = services;

  async function createSocialUser(
    identity: SocialIdentity,
    email: string,
    username: string,
    verified: boolean,
    referral: Referral,
    /** The sign-up request's `X-localization`: the player's language (English if unknown). */
    lang: string | undefined,
  ) {
    const now = new Date(clock.now());
    const user = await createUser(db, {
      username,
      email,
      email_verified_at: verified ? now : null,
      login_method: identity.provider,
      lang: contentLocale(lang),
      first_name: identity.name?.split(" ")[0] ?? null,
      last_name: identity.name?.split(" ").slice(1).join(" ") || null,
      reference: referral.reference ?? null,
      affiliate_token: referral.affiliate_token ?? null,
      visitor_id: referral.visitor_id ?? null,
      created_at: now,
    });
    await db
      .insertInto("social_accounts")
      .values({
        user_id: user.id,
        provider: identity.provider,
        provider_user_id: identity.providerUserId,
        email: identity.email,
      })
      .execute();
    return user;
  }

  /**
   * The identity a provider's token vouches for (counted against the sign-in limit per address)
   * and the account it is linked to, if any.
   */
  async function identify(
    input: { provider_name: string; access_token: string },
    ip: string,
    { countryCheck }: { countryCheck: boolean },
  ) {
    await limiter.hit(`social:${ip}`, config.rateLimits.login);
    if (countryCheck) assertCountryAllowed(services, ip);
    const identity = await verifySocialToken(
      services,
      input.provider_name as SocialProvider,
      input.access_token,
    );
    return { identity, linked: await linkedUser(db, identity) };
  }

  const signedIn = async (user: User, identity: SocialIdentity, ip: string) =>
    ok(result(await completeSignIn(services, user, identity.provider, { ip })), "Signed in.");

  return {
    socialLogin: async ({ body, ip, lang }) => {
      const input = body;
      const { identity, linked } = await identify(input, ip, { countryCheck: true });
      if (linked) return signedIn(linked, identity, ip);
      if (!identity.email || (await emailTaken(db, identity.email))) {
        return ok(
          {
            token: null,
            need_email: true as const,
            provider_name: identity.provider,
            access_token: input.access_token,
            email: identity.email,
          },
          "Please enter your e-mail address to finish signing up.",
        );
      }
      const username = await freeUsername(db, identity.email.split("@")[0] ?? identity.provider);
      return signedIn(
        await createSocialUser(identity, identity.email, username, true, input, lang),
        identity,
        ip,
      );
    },

    updateSocialEmail: async ({ body, ip, lang }) => {
      const input = body;
      const { identity, linked } = await identify(input, ip, { countryCheck: false });
      if (linked) return signedIn(linked, identity, ip);
      const email = input.email.trim();
      const errors: FieldErrors = {};
      if (await usernameTaken(db, input.username)) errors.username = ["username_taken"];
      if (await emailTaken(db, email)) errors.email = ["email_taken"];
      if (Object.keys(errors).length) throw validationError(errors);
      // The address the provider vouched for needs no mail; any other does.
      const verified =
        identity.email !== null && identity.email.toLowerCase() === email.toLowerCase();
      const user = await createSocialUser(identity, email, input.username, verified, input, lang);
      if (!verified && config.emailVerification) await sendVerificationMail(services, user);
      const outcome = await completeSignIn(services, user, identity.provider, { ip });
      return ok(result(outcome), outcome.token ? "Signed in." : "Check your e-mail to verify it.");
    },
  };
}
