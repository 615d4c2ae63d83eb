import { type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { selectLanguage, type OriginalsPlay, type PublicBet } from "@casino/core";
import type { BetFact, BetSeed } from "@casino/ui";
import { useAppSelector } from "@casino/core/react";
import type { VerifierPrefill } from "../originals/index.ts";

type Fairness = NonNullable<PublicBet["fairness"]>;

/** Tiles of mines as players count them (1 to 25), in order. */
const tiles = (list: readonly number[]) =>
  [...list]
    .sort((a, b) => a - b)
    .map((tile) => tile + 1)
    .join(", ");
const numbers = (list: readonly number[]) => [...list].sort((a, b) => a - b).join(", ");

/**
 * What the seeds decided, by game, as the bet details list it: dice roll and target, limbo
 * result and target, mine positions and revealed tiles, plinko path and bucket, keno draw and
 * hits; every multiplier with its unit (×).
 */
export function useOutcomeFacts(original: OriginalsPlay | null): BetFact[] {
  const { t } = useLingui();
  const locale = useAppSelector(selectLanguage);
  if (!original) return [];
  const two = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const times = (value: number | string) => `${two.format(Number(value))}\u00d7`;
  switch (original.game) {
    case "dice": {
      const target = two.format(original.params.target);
      return [
        { label: t`Roll`, value: two.format(original.outcome.roll) },
        {
          label: t`Target`,
          value: original.params.condition === "over" ? t`Over ${target}` : t`Under ${target}`,
        },
      ];
    }
    case "limbo":
      return [
        {
          label: t`Result`,
          value: original.outcome.result === null ? "\u221e\u00d7" : times(original.outcome.result),
        },
        { label: t`Target`, value: times(original.params.target) },
      ];
    case "mines":
      return [
        { label: t`Mines`, value: String(original.params.mines) },
        { label: t`Mine positions`, value: tiles(original.outcome.mine_positions) },
        {
          label: t`Revealed tiles`,
          value: original.params.revealed.length ? tiles(original.params.revealed) : "\u2014",
        },
      ];
    case "plinko": {
      const risk = { low: t`Low`, medium: t`Medium`, high: t`High` }[original.params.risk];
      const rows = original.params.rows;
      return [
        {
          label: t`Rows and risk`,
          value: t({
            message: plural({ rows }, { one: `# row, ${risk}`, other: `# rows, ${risk}` }),
          }),
        },
        {
          label: t`Path`,
          value: original.outcome.path.map((right) => (right ? t`R` : t`L`)).join(" "),
        },
        { label: t`Bucket`, value: String(original.outcome.bucket) },
      ];
    }
    case "keno": {
      const hits = original.outcome.hits.length;
      const picked = original.params.picks.length;
      return [
        { label: t`Picks`, value: numbers(original.params.picks) },
        { label: t`Drawn`, value: numbers(original.outcome.drawn) },
        {
          label: t`Hits`,
          value: hits ? `${numbers(original.outcome.hits)} (${hits}/${picked})` : `0/${picked}`,
        },
      ];
    }
  }
}

/**
 * Exactly the inputs a third-party verifier asks for, each with a copy button named after it:
 * the server seed (once revealed; `pending` says when before), its hash, the client seed, the
 * nonce, and the game's parameters (limbo also its outcome formula version).
 */
export function useVerifyInputs(
  original: OriginalsPlay | null,
  fairness: Fairness | null,
  pending: ReactNode,
): BetSeed[] {
  const { t } = useLingui();
  if (!original || !fairness) return [];
  const inputs: BetSeed[] = [
    {
      label: t`Server seed`,
      value: fairness.server_seed,
      copyLabel: t`Copy server seed`,
      pendingLabel: pending,
    },
    {
      label: t`Server seed hash`,
      value: fairness.server_seed_hash,
      copyLabel: t`Copy server seed hash`,
    },
    { label: t`Client seed`, value: fairness.client_seed, copyLabel: t`Copy client seed` },
    { label: t`Nonce`, value: String(fairness.nonce), copyLabel: t`Copy nonce` },
  ];
  switch (original.game) {
    case "dice":
      inputs.push(
        { label: t`Target`, value: String(original.params.target), copyLabel: t`Copy target` },
        {
          label: t`Condition`,
          value: original.params.condition,
          copyLabel: t`Copy condition`,
        },
      );
      break;
    case "limbo":
      inputs.push(
        { label: t`Target`, value: String(original.params.target), copyLabel: t`Copy target` },
        {
          label: t`Outcome formula version`,
          value: String(fairness.formula_version),
          copyLabel: t`Copy outcome formula version`,
        },
      );
      break;
    case "mines":
      inputs.push({
        label: t`Mines`,
        value: String(original.params.mines),
        copyLabel: t`Copy mines`,
      });
      break;
    case "plinko":
      inputs.push(
        { label: t`Rows`, value: String(original.params.rows), copyLabel: t`Copy rows` },
        { label: t`Risk`, value: original.params.risk, copyLabel: t`Copy risk` },
      );
      break;
    case "keno":
      inputs.push({
        label: t`Picks`,
        value: original.params.picks.join(","),
        copyLabel: t`Copy picks`,
      });
      break;
  }
  return inputs;
}

/** The verifier's prefill of a bet: its id, seeds, nonce, parameters and formula version. */
export function verifyPrefill(
  betId: number,
  original: OriginalsPlay,
  fairness: Fairness,
): VerifierPrefill & { game: OriginalsPlay["game"] } {
  const prefill: VerifierPrefill & { game: OriginalsPlay["game"] } = {
    game: original.game,
    betId,
    serverSeed: fairness.server_seed ?? undefined,
    serverSeedHash: fairness.server_seed_hash,
    clientSeed: fairness.client_seed,
    nonce: String(fairness.nonce),
    formula: String(fairness.formula_version),
  };
  switch (original.game) {
    case "dice":
      return {
        ...prefill,
        target: String(original.params.target),
        condition: original.params.condition,
      };
    case "limbo":
      return { ...prefill, target: String(original.params.target) };
    case "mines":
      return { ...prefill, mines: String(original.params.mines) };
    case "plinko":
      return { ...prefill, rows: String(original.params.rows), risk: original.params.risk };
    case "keno":
      return { ...prefill, picks: original.params.picks.join(", ") };
  }
}
