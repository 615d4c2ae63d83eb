import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { PageColumn } from "../../shared/layout/stacks.tsx";
import { PageTitle } from "../page/index.ts";
import { Verifier } from "./verifier.tsx";
import { prefillFromSearch } from "./verifier-link.ts";

/**
 * The verifier's own page (public, guests too): `/provably-fair/verify?game=dice&server_seed=...`
 * fills the form from the query (a bet's "Verify" button links here with that bet's inputs) and
 * verifies at once when every input is given; without a query it is the empty form.
 */
export function VerifierPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const search = params.toString();
  const prefill = useMemo(() => prefillFromSearch(new URLSearchParams(search)), [search]);
  return (
    <PageColumn $max="48rem">
      <PageTitle>{t`Verify a bet`}</PageTitle>
      <p style={{ margin: 0 }}>
        {t`Each result comes from HMAC-SHA256 of the server seed over the client seed and nonce. Enter a bet's inputs (or load it by id) and the result is recomputed here in your browser, with the same code the server plays with.`}
      </p>
      <Verifier key={search} game={prefill.game ?? "dice"} prefill={prefill} />
    </PageColumn>
  );
}
