/**
 * Challenges: the live and finished lists (anyone; signed in, `completed_at` is the caller's) and
 * the caller's completed ones.
 */
import { contentLocale, inLanguage } from "../../lib/content-language.ts";
import { ok } from "../../lib/envelope.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import { paginate, type Page } from "../../lib/paginate.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { ChallengeRow } from "../../db/types.ts";
import type { Services } from "../../services.ts";
import { challengesQuery, presentChallenges } from "./present.ts";

/** The handlers of the challenges feature. */
export function challengeHandlers(services: Services): Handlers {
  const { db, config, clock } = services;

  /**
   * A page of challenge rows as the caller sees them (`completed_at` is the caller's), their
   * texts in the request's language.
   */
  const challengePage = async (
    page: Page<ChallengeRow>,
    userId: number | undefined,
    headers: Parameters<typeof imageBase>[1],
    now: Date,
    lang: string | undefined,
  ) =>
    ok({
      ...page,
      data: await presentChallenges(
        db,
        page.data.map((row) => inLanguage(row, row.translations, contentLocale(lang))),
        userId,
        imageBase(config, headers),
        now,
      ),
    });

  return {
    listChallenges: async (ctx) => {
      const now = new Date(clock.now());
      const query = challengesQuery(db, ctx.params.type, now);
      const rows =
        ctx.params.type === "live"
          ? query.selectAll().orderBy("starts_at", "desc").orderBy("id", "desc")
          : query.selectAll().orderBy("id", "desc");
      return challengePage(
        await paginate(
          rows,
          query.select((eb) => eb.fn.countAll<string>().as("count")),
          ctx.query,
        ),
        ctx.auth?.user.id,
        ctx.headers,
        now,
        ctx.lang,
      );
    },

    listUserChallenges: async (ctx) => {
      const { user } = requireAuth(ctx);
      const query = db
        .selectFrom("challenges as c")
        .innerJoin("challenge_entries as e", "e.challenge_id", "c.id")
        .where("e.user_id", "=", user.id)
        .where("e.completed_at", "is not", null);
      const page = await paginate(
        query.selectAll("c").orderBy("e.completed_at", "desc").orderBy("c.id", "desc"),
        query.select((eb) => eb.fn.countAll<string>().as("count")),
        ctx.query,
      );
      return challengePage(page, user.id, ctx.headers, new Date(clock.now()), ctx.lang);
    },
  };
}
