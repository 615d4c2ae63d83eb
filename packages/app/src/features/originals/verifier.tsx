import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import {
  CURRENT_FORMULA_VERSION,
  FORMULA_VERSIONS,
  fairBetOf,
  originalsApi,
  verifiableClientSeed,
  verifySteps,
  type OriginalSlug,
  type OriginalsBet,
  type VerifySteps,
  PLINKO_RISKS,
  type FairBet,
  type FormulaVersion,
} from "@casino/core";
import {
  Button,
  Columns,
  FieldWithButton,
  Heading,
  NumericField,
  Select,
  Stack,
  Text,
  TextField,
  VerificationSteps,
} from "@casino/ui";
import { useAppDispatch } from "@casino/core/react";
import { emptyFields, type VerifierFields, type VerifierPrefill } from "./verifier-link.ts";
import { fairOutcomeText, serverOutcomeText } from "./outcome-text.ts";
import { hasPayoutTable, PayoutTables } from "./payout-tables.tsx";

const hex = (bytes: number[]) => bytes.map((b) => b.toString(16).padStart(2, "0")).join(" ");

type Fields = VerifierFields;

function fieldsOf(bet: OriginalsBet): Fields {
  const p = bet.params;
  const game = bet.game.slug as OriginalSlug;
  return {
    ...emptyFields(game),
    serverSeed: bet.fairness.server_seed ?? "",
    clientSeed: bet.fairness.client_seed,
    nonce: String(bet.fairness.nonce),
    ...(p.target !== undefined ? { target: String(p.target) } : {}),
    condition: p.condition ?? "under",
    mines: String(p.mines ?? 3),
    rows: String(p.rows ?? 12),
    risk: p.risk ?? "medium",
    picks: (p.picks ?? []).join(", "),
    formula: String(bet.fairness.formula_version),
  };
}

/** The fields' formula version: the one given when it is one, else the current one. */
function versionOf(fields: Fields): FormulaVersion {
  const version = Number(fields.formula);
  return (FORMULA_VERSIONS as readonly number[]).includes(version)
    ? (version as FormulaVersion)
    : CURRENT_FORMULA_VERSION;
}

function betOfFields(f: Fields): FairBet | null {
  const picks = f.picks
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  return fairBetOf(f.game, {
    target: f.target ? Number(f.target) : undefined,
    condition: f.condition,
    mines: f.mines ? Number(f.mines) : undefined,
    rows: f.rows ? Number(f.rows) : undefined,
    risk: f.risk,
    picks: picks.length > 0 ? picks : undefined,
  });
}

/** The recomputation of the fields' bet, or null while an input is missing or malformed. */
function compute(fields: Fields): VerifySteps | null {
  const fair = betOfFields(fields);
  const nonce = Number(fields.nonce);
  if (
    !fair ||
    !fields.serverSeed ||
    !verifiableClientSeed(fields.clientSeed) ||
    !Number.isInteger(nonce)
  )
    return null;
  return verifySteps(
    { serverSeed: fields.serverSeed, clientSeed: fields.clientSeed, nonce },
    fair,
    versionOf(fields),
  );
}

/** Whether a prefill holds every input (seeds and nonce): the verifier then runs at once. */
function isComplete(prefill: VerifierPrefill | undefined): boolean {
  return !!prefill?.serverSeed && !!prefill.clientSeed && prefill.nonce !== undefined;
}

export interface VerifierProps {
  game: OriginalSlug;
  /** Loads this bet at once and fills the form with it. */
  betId?: number | null;
  /**
   * Inputs given by a link (the verifier's page): they fill the form, the bet (`betId`) is
   * loaded only to compare its result and hash, and a complete prefill is verified at once.
   */
  prefill?: VerifierPrefill;
}

/**
 * The in-browser verifier: loads a bet by id (its seeds, nonce, parameters and the server's
 * result), recomputes it with `@casino/fair` (the code the server plays with) and explains each
 * step: the server seed's hash, the HMAC messages, the bytes, the floats and the result.
 */
export function Verifier({ game, betId, prefill }: VerifierProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const linkedBet = prefill?.betId ?? betId ?? null;
  const [idText, setIdText] = useState(linkedBet ? String(linkedBet) : "");
  const [bet, setBet] = useState<OriginalsBet | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [fields, setFields] = useState<Fields>(() => ({
    ...emptyFields(prefill?.game ?? game),
    ...prefill,
  }));
  const [steps, setSteps] = useState<VerifySteps | null>(() =>
    isComplete(prefill) ? compute({ ...emptyFields(prefill?.game ?? game), ...prefill }) : null,
  );
  const [invalid, setInvalid] = useState(false);
  const set = (patch: Partial<Fields>) => {
    setFields((f) => ({ ...f, ...patch }));
    setSteps(null);
  };

  /** Loads a bet: its result and hash to compare with; `fill` also puts its inputs in the form. */
  const load = async (id: number, fill = true) => {
    setLoadError(null);
    if (fill) setSteps(null);
    const request = dispatch(
      originalsApi.endpoints.getOriginalsBet.initiate(id, { forceRefetch: true }),
    );
    const result = await request;
    request.unsubscribe();
    if (!result.data) {
      setBet(null);
      setLoadError(t`No bet with this id.`);
      return;
    }
    setBet(result.data);
    if (fill) setFields(fieldsOf(result.data));
  };

  useEffect(() => {
    // A link's inputs stay as given: the bet only brings its result and hash to compare with.
    if (linkedBet) void load(linkedBet, !isComplete(prefill));
    // Loads once per bet id given by the screen or the link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedBet]);

  const run = () => {
    const next = compute(fields);
    setInvalid(!next);
    setSteps(next);
  };

  const recomputed = steps ? fairOutcomeText(steps.outcome) : null;
  const serverText = bet ? serverOutcomeText(bet.game.slug as OriginalSlug, bet.outcome) : null;
  const expectedHash = bet?.fairness.server_seed_hash ?? prefill?.serverSeedHash ?? null;
  const hashOk = expectedHash && steps ? steps.serverSeedHash === expectedHash : null;

  const explanation = (s: VerifySteps) => {
    const first = s.floats[0]!;
    switch (s.outcome.game) {
      case "dice":
        return t`Roll = floor(${first.float.toFixed(10)} × 10001) / 100 = ${s.outcome.outcome.roll.toFixed(2)}`;
      case "limbo": {
        const result = fairOutcomeText(s.outcome);
        const float = first.float.toFixed(10);
        return versionOf(fields) === 1
          ? t`Result = max(1, floor(99 / (1 − ${float})) / 100) = ${result}`
          : t`Result = max(1, floor(1e8 / (${float} × 1e8) × 0.99 × 100) / 100) = ${result}`;
      }
      case "mines":
        return t({
          message: plural(
            { mines: s.outcome.outcome.mines.length },
            {
              one: "Float i picks floor(float × (25 − i)) among the tiles left; the first tile drawn is the mine.",
              other:
                "Float i picks floor(float × (25 − i)) among the tiles left; the first # tiles drawn are the mines.",
            },
          ),
        });
      case "plinko":
        return t`Each row goes right when floor(float × 2) = 1: ${s.outcome.outcome.path.map((d) => (d ? "R" : "L")).join(" ")}; the bucket is the number of rights.`;
      case "keno":
        return t`Float i picks floor(float × (40 − i)) among the numbers left: ${s.outcome.outcome.drawn.join(", ")}.`;
    }
  };

  return (
    <Stack gap="md">
      <Stack
        as="form"
        gap="md"
        onSubmit={(e) => {
          e.preventDefault();
          if (Number(idText) > 0) void load(Number(idText));
        }}
      >
        <FieldWithButton>
          <NumericField
            label={t`Bet id`}
            value={idText}
            onValueChange={setIdText}
            error={loadError ?? undefined}
          />
          <Button type="submit" variant="secondary">{t`Load bet`}</Button>
        </FieldWithButton>
        {bet && serverText ? (
          <Text>
            {t`The bet's result`}: <strong data-testid="bet-result">{serverText}</strong>
          </Text>
        ) : null}
        {bet && !bet.fairness.server_seed ? (
          <Text variant="bodySm" tone="subdued" role="status">
            {t`The server seed of this bet is still secret: rotate the seeds to reveal it, then load the bet again.`}
          </Text>
        ) : null}
      </Stack>
      <Stack
        as="form"
        gap="md"
        aria-label={t`Verify a bet`}
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
      >
        <Select
          label={t`Game`}
          value={fields.game}
          onChange={(e) => set({ game: e.target.value as OriginalSlug })}
          options={[
            { value: "dice", label: t`Dice` },
            { value: "limbo", label: t`Limbo` },
            { value: "mines", label: t`Mines` },
            { value: "plinko", label: t`Plinko` },
            { value: "keno", label: t`Keno` },
          ]}
        />
        <TextField
          label={t`Server seed`}
          value={fields.serverSeed}
          onChange={(e) => set({ serverSeed: e.target.value.trim() })}
          spellCheck={false}
          autoComplete="off"
        />
        <Columns>
          <TextField
            label={t`Client seed`}
            value={fields.clientSeed}
            onChange={(e) => set({ clientSeed: e.target.value })}
            spellCheck={false}
            autoComplete="off"
          />
          <NumericField
            label={t`Nonce`}
            value={fields.nonce}
            onValueChange={(v) => set({ nonce: v })}
          />
        </Columns>
        {fields.game === "dice" ? (
          <Columns>
            <NumericField
              label={t`Target`}
              mode="decimal"
              value={fields.target}
              onValueChange={(v) => set({ target: v })}
            />
            <Select
              label={t`Condition`}
              value={fields.condition}
              onChange={(e) => set({ condition: e.target.value as "over" | "under" })}
              options={[
                { value: "under", label: t`Roll under` },
                { value: "over", label: t`Roll over` },
              ]}
            />
          </Columns>
        ) : null}
        {fields.game === "limbo" ? (
          <Columns>
            <NumericField
              label={t`Target multiplier`}
              mode="decimal"
              value={fields.target}
              onValueChange={(v) => set({ target: v })}
            />
            <Select
              label={t`Outcome formula`}
              value={String(versionOf(fields))}
              onChange={(e) => set({ formula: e.target.value })}
              options={[...FORMULA_VERSIONS].reverse().map((version) => ({
                value: String(version),
                label:
                  version === CURRENT_FORMULA_VERSION
                    ? t`Version ${version} (current)`
                    : t`Version ${version} (earlier bets)`,
              }))}
            />
          </Columns>
        ) : null}
        {fields.game === "mines" ? (
          <NumericField
            label={t`Mines`}
            value={fields.mines}
            onValueChange={(v) => set({ mines: v })}
          />
        ) : null}
        {fields.game === "plinko" ? (
          <Columns>
            <NumericField
              label={t`Rows`}
              value={fields.rows}
              onValueChange={(v) => set({ rows: v })}
            />
            <Select
              label={t`Risk`}
              value={fields.risk}
              onChange={(e) => set({ risk: e.target.value as Fields["risk"] })}
              options={PLINKO_RISKS.map((r) => ({
                value: r,
                label: r === "low" ? t`Low` : r === "medium" ? t`Medium` : t`High`,
              }))}
            />
          </Columns>
        ) : null}
        {fields.game === "keno" ? (
          <TextField
            label={t`Picks`}
            hint={t`1 to 10 numbers from 1 to 40, separated by commas`}
            value={fields.picks}
            onChange={(e) => set({ picks: e.target.value })}
          />
        ) : null}
        <Button type="submit">{t`Verify`}</Button>
        {invalid ? (
          <Text
            variant="bodySm"
            tone="subdued"
            role="alert"
          >{t`Fill in the server seed, client seed, nonce and the game's parameters.`}</Text>
        ) : null}
      </Stack>
      {steps ? (
        <VerificationSteps
          label={t`Verification steps`}
          title={t`How the result was computed`}
          steps={[
            <>
              {t`SHA-256 of the server seed`}: <code>{steps.serverSeedHash}</code>
              {hashOk !== null
                ? hashOk
                  ? ` ✓ ${t`matches the hash shown before the bet`}`
                  : ` ✗ ${t`does not match the hash shown before the bet`}`
                : null}
            </>,
            <>
              {t`HMAC-SHA256 keyed by the server seed over`}{" "}
              {steps.messages.map((m) => (
                <code key={m}>{m} </code>
              ))}
            </>,
            t`Every 4 bytes make one float: b0/256 + b1/256² + b2/256³ + b3/256⁴.`,
          ]}
          tableCaption={t`Bytes and floats`}
          columns={["#", t`Bytes`, t`Float`]}
          rows={steps.floats.map((f) => ({
            key: f.index,
            cells: [f.index, hex(f.bytes), f.float.toFixed(10)],
          }))}
          explanation={explanation(steps)}
          result={
            <>
              {t`Recomputed result`}: <strong data-testid="verifier-result">{recomputed}</strong>
            </>
          }
          verdict={
            serverText !== null && (bet?.fairness.server_seed || isComplete(prefill))
              ? {
                  ok: serverText === recomputed,
                  text: serverText === recomputed ? t`The results match.` : t`The results differ.`,
                }
              : null
          }
        >
          {hasPayoutTable(steps.outcome.game) ? (
            <section aria-label={t`Payout table`}>
              <Heading level={3} size="sm">{t`Payout table`}</Heading>
              <PayoutTables
                game={steps.outcome.game as "plinko" | "keno"}
                risk={
                  steps.outcome.paidCell?.table === "plinko"
                    ? steps.outcome.paidCell.risk
                    : undefined
                }
                paid={steps.outcome.paidCell}
              />
            </section>
          ) : null}
        </VerificationSteps>
      ) : null}
    </Stack>
  );
}
