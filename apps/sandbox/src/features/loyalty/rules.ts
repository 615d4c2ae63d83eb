/**
 * The loyalty programme's rules and numbers (written down in docs/vip.md): stars from wagered
 * USD, the five VIP levels with their thresholds and perks, the cashback formula and periods, the
 * daily login reward and the referral qualification. Pure functions, no database.
 */
import { seedTranslations } from "../../db/seed-translations.ts";
import { inLanguage, type Locale } from "../../lib/content-language.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, div, fmt, max, mul, truncate, type Dec } from "@casino/rules";

/** One star for each this many USD wagered (real-money stakes only, at the rate of the bet). */
export const WAGER_PER_STAR = "1";
/** Rewards are defined in this currency and paid in the player's selected coin. */
export const REWARD_CURRENCY = "USD";

export interface LevelDefinition {
  level: 0 | 1 | 2 | 3 | 4 | 5;
  name: string;
  starsRequired: number;
  /** Percentage of the period's net losses returned as cashback. */
  cashbackPercent: string;
  /** How often the cashback is computed: each UTC day or each week from Monday 00:00 UTC. */
  cashbackPeriod: CashbackPeriodKind;
  /** Percentage of the house edge of every wager returned, folded into the period's cashback. */
  rakebackPercent: string;
  /** USD credited once when the level is first reached; null for level 0. */
  levelUpBonus: string | null;
  /** USD of the daily login reward at this level; null: none (level 0). */
  loginReward: string | null;
}

/** The levels, lowest first. */
export const LEVELS: readonly LevelDefinition[] = [
  {
    level: 0,
    name: "No level",
    starsRequired: 0,
    cashbackPercent: "0",
    cashbackPeriod: "weekly",
    rakebackPercent: "0",
    levelUpBonus: null,
    loginReward: null,
  },
  {
    level: 1,
    name: "Pixel Pioneer",
    starsRequired: 100,
    cashbackPercent: "5",
    cashbackPeriod: "weekly",
    rakebackPercent: "5",
    levelUpBonus: "1",
    loginReward: "0.10",
  },
  {
    level: 2,
    name: "Byte Bandit",
    starsRequired: 1_000,
    cashbackPercent: "7.5",
    cashbackPeriod: "weekly",
    rakebackPercent: "7.5",
    levelUpBonus: "10",
    loginReward: "0.25",
  },
  {
    level: 3,
    name: "Token Tosser",
    starsRequired: 5_000,
    cashbackPercent: "10",
    cashbackPeriod: "daily",
    rakebackPercent: "10",
    levelUpBonus: "50",
    loginReward: "0.50",
  },
  {
    level: 4,
    name: "Chain Commander",
    starsRequired: 25_000,
    cashbackPercent: "12.5",
    cashbackPeriod: "daily",
    rakebackPercent: "12.5",
    levelUpBonus: "250",
    loginReward: "1",
  },
  {
    level: 5,
    name: "Punk Overlord",
    starsRequired: 100_000,
    cashbackPercent: "15",
    cashbackPeriod: "daily",
    rakebackPercent: "15",
    levelUpBonus: "1000",
    loginReward: "2.50",
  },
];

/** The nominal house edge rakeback is computed on (1 %, the originals' edge). */
export const RAKEBACK_EDGE = "0.01";

/** Each level's name in the other languages (db/seed-translations.ts), by level number. */
const LEVEL_TRANSLATIONS = LEVELS.map((level) => seedTranslations({ name: level.name }));

/** A level's name in `locale` (English where it has no translation). */
export function levelName(level: LevelDefinition, locale: Locale): string {
  return inLanguage({ name: level.name }, LEVEL_TRANSLATIONS[level.level], locale).name;
}

/** The level definition of a level number. */
export function levelOf(level: number): LevelDefinition {
  return LEVELS[Math.max(0, Math.min(LEVELS.length - 1, level))]!;
}

/** Whole stars earned by a lifetime wager in USD. */
export function starsFor(wageredUsd: Dec): number {
  if (wageredUsd <= 0n) return 0;
  return Number(truncate(div(wageredUsd, dec(WAGER_PER_STAR)), 0) / dec(1));
}

/** USD wagered towards the next star (the remainder below one star). */
export function wageredTowardsNextStar(wageredUsd: Dec): Dec {
  if (wageredUsd <= 0n) return 0n;
  return wageredUsd - mul(dec(starsFor(wageredUsd)), dec(WAGER_PER_STAR));
}

/** The highest level whose threshold the stars reach. */
export function levelForStars(stars: number): LevelDefinition {
  let reached = LEVELS[0]!;
  for (const level of LEVELS) if (stars >= level.starsRequired) reached = level;
  return reached;
}

/** The contract's `UserLevelInformation` for a number of stars, the names in `locale`. */
export function levelProgress(stars: number, locale: Locale = "en") {
  const current = levelForStars(stars);
  const next = LEVELS[current.level + 1];
  const span = next ? next.starsRequired - current.starsRequired : 0;
  const percent = next
    ? Math.min(100, Math.floor(((stars - current.starsRequired) / span) * 10_000) / 100)
    : 100;
  return {
    level: current.level,
    name: levelName(current, locale),
    stars,
    next_level: next?.level ?? null,
    next_level_name: next ? levelName(next, locale) : null,
    next_level_stars: next?.starsRequired ?? null,
    progress_percent: percent,
  };
}

/** The levels strictly above `from` up to and including `to` (the ones a level-up crosses). */
export function levelsCrossed(from: number, to: number): LevelDefinition[] {
  return LEVELS.filter((level) => level.level > from && level.level <= to);
}

export type CashbackPeriodKind = "daily" | "weekly";

const DAY = 86_400_000;

/** The period of a kind containing `at`: `[start, end)`; weekly periods start on Monday 00:00 UTC. */
export function periodAt(at: number, kind: CashbackPeriodKind) {
  const dayStart = Math.floor(at / DAY) * DAY;
  if (kind === "daily") return { start: new Date(dayStart), end: new Date(dayStart + DAY) };
  const weekday = (new Date(dayStart).getUTCDay() + 6) % 7; // Monday 0
  const start = dayStart - weekday * DAY;
  return { start: new Date(start), end: new Date(start + 7 * DAY) };
}

/** When a player reached a level (levels never go down, so the list only rises). */
export interface LevelReached {
  level: number;
  reachedAt: Date;
}

/** The level a player held at `at`: the highest one reached at or before it (0 before any). */
export function levelHeldAt(history: readonly LevelReached[], at: number): number {
  let held = 0;
  for (const step of history)
    if (step.reachedAt.getTime() <= at && step.level > held) held = step.level;
  return held;
}

/**
 * The cashback period a moment belongs to for a player. The level held at the start of the week
 * (Monday 00:00 UTC) decides the kind for the whole week, so a level reached mid-week changes the
 * kind from the next Monday and every round belongs to exactly one period; the level held when
 * the period ends decides the rate (a level reached during the period raises its rate).
 */
export function cashbackPeriodOf(history: readonly LevelReached[], at: number) {
  const weekStart = periodAt(at, "weekly").start.getTime();
  const kind = levelOf(levelHeldAt(history, weekStart)).cashbackPeriod;
  const period = periodAt(at, kind);
  return { kind, ...period, level: levelOf(levelHeldAt(history, period.end.getTime() - 1)) };
}

/** The last period that ended at or before `at`. */
export function lastEndedPeriod(at: number, kind: CashbackPeriodKind) {
  const current = periodAt(at, kind);
  return periodAt(current.start.getTime() - 1, kind);
}

/**
 * Cashback of a period in USD: `cashback% x max(0, wagered - paid out)` plus
 * `rakeback% x wagered x RAKEBACK_EDGE`, to the cent, rounded down.
 */
export function cashbackUsd(level: LevelDefinition, wageredUsd: Dec, payoutUsd: Dec): Dec {
  const netLoss = max(0n, wageredUsd - payoutUsd);
  const cashback = div(mul(netLoss, dec(level.cashbackPercent)), dec(100));
  const rakeback = div(
    mul(mul(wageredUsd, dec(RAKEBACK_EDGE)), dec(level.rakebackPercent)),
    dec(100),
  );
  return truncate(cashback + rakeback, 2);
}

/** The referred friend qualifies once their lifetime real-money wager reaches this (USD). */
export const REFERRAL_WAGER_USD = "50";
/** What the referrer earns when a friend qualifies, in {@link REWARD_CURRENCY}. */
export const REFERRAL_REWARD_USD = "5.00";

/** Whether a lifetime wager qualifies a referred friend. */
export function referralQualifies(wageredUsd: Dec): boolean {
  return wageredUsd >= dec(REFERRAL_WAGER_USD);
}

/** A USD amount in a coin at a USD price, rounded down to the coin's decimals. */
export function usdToCoin(usd: Dec, coinUsdPrice: Dec, decimals: number): Dec {
  if (usd <= 0n) return 0n;
  return truncate(div(usd, coinUsdPrice), decimals);
}

/** The contract's `VipBenefit`: one benefit of a level as data, written by the client. */
export type VipBenefit = Schemas["VipBenefit"];

/**
 * What a level brings, for the contract's level list: level 0 the stars level 1 needs; every
 * other level its cashback, rakeback, level-up reward and daily login reward (amounts in
 * {@link REWARD_CURRENCY}, decimal strings to the cent).
 */
export function benefitsOf(level: LevelDefinition): VipBenefit[] {
  if (level.level === 0) return [{ kind: "stars_to_unlock", stars: LEVELS[1]!.starsRequired }];
  const currency = REWARD_CURRENCY as "USD";
  const cents = (amount: string | null) => fmt(dec(amount ?? "0"), 2);
  return [
    { kind: "cashback", percent: level.cashbackPercent, period: level.cashbackPeriod },
    { kind: "rakeback", percent: level.rakebackPercent },
    { kind: "level_up_bonus", amount: cents(level.levelUpBonus), currency },
    { kind: "daily_login_reward", amount: cents(level.loginReward), currency },
  ];
}
