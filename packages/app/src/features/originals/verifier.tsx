import { useEffect, useState } from "react";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import {
  fairBetOf,
  formulaVersionOf,
  originalsApi,
  verifiableClientSeed,
  verifySteps,
  type OriginalSlug,
  type OriginalsBet,
  type VerifySteps,
  PLINKO_RISKS,
  type FairBet,
} from "@casino/core";
import { Button, NumericField, Select, TextField, textStyle } from "@casino/ui";
import { useAppDispatch } from "../../shared/store-hooks.ts";
import { fieldWithButton } from "../../shared/layout/stacks.tsx";
import { fairOutcomeText, serverOutcomeText } from "./outcome-text.ts";

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.sm};
  @media (min-width: 600px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const LoadRow = styled.div`
  ${fieldWithButton}
`;

const Steps = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
  }
  & ol {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  & code {
    font-family: ${({ theme }) => theme.typography.fonts.mono};
    word-break: break-all;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const TableWrap = styled.div`
  max-block-size: 14rem;
  overflow: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  & table {
    inline-size: 100%;
    border-collapse: collapse;
    font-family: ${({ theme }) => theme.typography.fonts.mono};
    font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    text-align: start;
    border-block-end: ${({ theme }) => theme.sizes.border} solid
      ${({ theme }) => theme.colors.border};
  }
  & th {
    position: sticky;
    inset-block-start: 0;
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Verdict = styled.p<{ $ok: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  background: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.onSuccess : theme.colors.onDanger)};
`;

const Muted = styled.p`
  margin: 0;
  ${textStyle("sm", "textMuted")}
`;

const hex = (bytes: number[]) => bytes.map((b) => b.toString(16).padStart(2, "0")).join(" ");

interface Fields {
  game: OriginalSlug;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  target: string;
  condition: "over" | "under";
  mines: string;
  rows: string;
  risk: "low" | "medium" | "high";
  picks: string;
}

function fieldsOf(bet: OriginalsBet): Fields {
  const p = bet.params;
  return {
    game: bet.game.slug as OriginalSlug,
    serverSeed: bet.fairness.server_seed ?? "",
    clientSeed: bet.fairness.client_seed,
    nonce: String(bet.fairness.nonce),
    target: p.target !== undefined ? String(p.target) : "50.5",
    condition: p.condition ?? "under",
    mines: String(p.mines ?? 3),
    rows: String(p.rows ?? 12),
    risk: p.risk ?? "medium",
    picks: (p.picks ?? []).join(", "),
  };
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

/**
 * The in-browser verifier: loads a bet by id (its seeds, nonce, parameters and the server's
 * result), recomputes it with `@casino/fair` (the code the server plays with) and explains each
 * step: the server seed's hash, the HMAC messages, the bytes, the floats and the result.
 */
export function Verifier({ game, betId }: { game: OriginalSlug; betId?: number | null }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [idText, setIdText] = useState(betId ? String(betId) : "");
  const [bet, setBet] = useState<OriginalsBet | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [fields, setFields] = useState<Fields>({
    game,
    serverSeed: "",
    clientSeed: "",
    nonce: "0",
    target: "50.5",
    condition: "under",
    mines: "3",
    rows: "12",
    risk: "medium",
    picks: "",
  });
  const [steps, setSteps] = useState<VerifySteps | null>(null);
  const [invalid, setInvalid] = useState(false);
  const set = (patch: Partial<Fields>) => {
    setFields((f) => ({ ...f, ...patch }));
    setSteps(null);
  };

  const load = async (id: number) => {
    setLoadError(null);
    setSteps(null);
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
    setFields(fieldsOf(result.data));
  };

  useEffect(() => {
    if (betId) void load(betId);
    // Loads once per bet id given by the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [betId]);

  const run = () => {
    const fair = betOfFields(fields);
    const nonce = Number(fields.nonce);
    if (
      !fair ||
      !fields.serverSeed ||
      !verifiableClientSeed(fields.clientSeed) ||
      !Number.isInteger(nonce)
    ) {
      setInvalid(true);
      setSteps(null);
      return;
    }
    setInvalid(false);
    // A loaded bet is recomputed with the formula version it was played with (limbo changed).
    setSteps(
      verifySteps(
        { serverSeed: fields.serverSeed, clientSeed: fields.clientSeed, nonce },
        fair,
        formulaVersionOf(bet?.fairness),
      ),
    );
  };

  const recomputed = steps ? fairOutcomeText(steps.outcome) : null;
  const serverText = bet ? serverOutcomeText(bet.game.slug as OriginalSlug, bet.outcome) : null;
  const hashOk = bet && steps ? steps.serverSeedHash === bet.fairness.server_seed_hash : null;

  const explanation = (s: VerifySteps) => {
    const first = s.floats[0]!;
    switch (s.outcome.game) {
      case "dice":
        return t`Roll = floor(${first.float.toFixed(10)} × 10001) / 100 = ${s.outcome.outcome.roll.toFixed(2)}`;
      case "limbo":
        return t`Result = max(1, floor(99 / (1 − ${first.float.toFixed(10)})) / 100) = ${s.outcome.outcome.result.toFixed(2)}×`;
      case "mines":
        return t`Float i picks floor(float × (25 − i)) among the tiles left; the first ${s.outcome.outcome.mines.length} tiles drawn are the mines.`;
      case "plinko":
        return t`Each row goes right when floor(float × 2) = 1: ${s.outcome.outcome.path.map((d) => (d ? "R" : "L")).join(" ")}; the bucket is the number of rights.`;
      case "keno":
        return t`Float i picks floor(float × (40 − i)) among the numbers left: ${s.outcome.outcome.drawn.join(", ")}.`;
    }
  };

  return (
    <div style={{ display: "grid", gap: "1rem" }}>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          if (Number(idText) > 0) void load(Number(idText));
        }}
      >
        <LoadRow>
          <NumericField
            label={t`Bet id`}
            value={idText}
            onValueChange={setIdText}
            error={loadError ?? undefined}
          />
          <Button type="submit" variant="secondary">{t`Load bet`}</Button>
        </LoadRow>
        {bet && !bet.fairness.server_seed ? (
          <Muted role="status">
            {t`The server seed of this bet is still secret: rotate the seeds to reveal it, then load the bet again.`}
          </Muted>
        ) : null}
      </Form>
      <Form
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
        <Pair>
          <TextField
            label={t`Client seed`}
            value={fields.clientSeed}
            onChange={(e) => set({ clientSeed: e.target.value.trim() })}
            spellCheck={false}
            autoComplete="off"
          />
          <NumericField
            label={t`Nonce`}
            value={fields.nonce}
            onValueChange={(v) => set({ nonce: v })}
          />
        </Pair>
        {fields.game === "dice" ? (
          <Pair>
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
          </Pair>
        ) : null}
        {fields.game === "limbo" ? (
          <NumericField
            label={t`Target multiplier`}
            mode="decimal"
            value={fields.target}
            onValueChange={(v) => set({ target: v })}
          />
        ) : null}
        {fields.game === "mines" ? (
          <NumericField
            label={t`Mines`}
            value={fields.mines}
            onValueChange={(v) => set({ mines: v })}
          />
        ) : null}
        {fields.game === "plinko" ? (
          <Pair>
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
          </Pair>
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
          <Muted role="alert">{t`Fill in the server seed, client seed, nonce and the game's parameters.`}</Muted>
        ) : null}
      </Form>
      {steps ? (
        <Steps aria-label={t`Verification steps`}>
          <h3>{t`How the result was computed`}</h3>
          <ol>
            <li>
              {t`SHA-256 of the server seed`}: <code>{steps.serverSeedHash}</code>
              {hashOk !== null
                ? hashOk
                  ? ` ✓ ${t`matches the hash shown before the bet`}`
                  : ` ✗ ${t`does not match the hash shown before the bet`}`
                : null}
            </li>
            <li>
              {t`HMAC-SHA256 keyed by the server seed over`}{" "}
              {steps.messages.map((m) => (
                <code key={m}>{m} </code>
              ))}
            </li>
            <li>{t`Every 4 bytes make one float: b0/256 + b1/256² + b2/256³ + b3/256⁴.`}</li>
          </ol>
          <TableWrap>
            <table>
              <caption
                style={{ position: "absolute", clip: "rect(0 0 0 0)" }}
              >{t`Bytes and floats`}</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t`Bytes`}</th>
                  <th scope="col">{t`Float`}</th>
                </tr>
              </thead>
              <tbody>
                {steps.floats.map((f) => (
                  <tr key={f.index}>
                    <td>{f.index}</td>
                    <td>{hex(f.bytes)}</td>
                    <td>{f.float.toFixed(10)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <p style={{ margin: 0 }}>{explanation(steps)}</p>
          <p style={{ margin: 0 }}>
            {t`Recomputed result`}: <strong data-testid="verifier-result">{recomputed}</strong>
          </p>
          {serverText !== null && bet?.fairness.server_seed ? (
            <>
              <p style={{ margin: 0 }}>
                {t`The bet's result`}: <strong data-testid="bet-result">{serverText}</strong>
              </p>
              <Verdict $ok={serverText === recomputed} role="status">
                {serverText === recomputed ? t`The results match.` : t`The results differ.`}
              </Verdict>
            </>
          ) : null}
        </Steps>
      ) : null}
    </div>
  );
}
