import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import {
  clientSeedSchema,
  originalsApi,
  type FairRevealedSeedPair,
  type OriginalSlug,
} from "@casino/core";
import {
  Button,
  CopyField,
  CopyValueList,
  Dialog,
  EmptyState,
  Pagination,
  Skeleton,
  Spinner,
  Tabs,
  TextField,
  VisuallyHidden,
  Box,
  FieldWithButton,
  Heading,
  Stack,
  Text,
} from "@casino/ui";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";
import { useMutation, useQuery, useAppDispatch } from "@casino/core/react";
import { asRequestError } from "../../shared/request-error.ts";
import { Verifier } from "./verifier.tsx";

/** Revealed pairs a page of the list shows. */
const REVEALED_PER_PAGE = 5;

/** A fresh random client seed (the player may type their own). */
export function randomClientSeed(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Whether a client seed passes core's rule (the server's: 1 to 64 printable characters). */
const seedSchema = clientSeedSchema("client_seed");
const isClientSeed = (value: string) => seedSchema.isValidSync(value);

export interface FairnessDialogProps {
  open: boolean;
  onClose: () => void;
  game: OriginalSlug;
  /** Opens the verifier on this bet. */
  betId?: number | null;
}

/**
 * The player's past pairs, revealed by rotation (from the server, newest first, page by page):
 * skeleton while loading, an empty state before the first rotation, retry after a failure.
 */
function RevealedSeeds() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const query = { page, per_page: REVEALED_PER_PAGE };
  const list = useQuery(originalsApi.endpoints.listFairRevealedSeeds, query);
  const retry = () => {
    const request = dispatch(
      originalsApi.endpoints.listFairRevealedSeeds.initiate(query, { forceRefetch: true }) as never,
    ) as unknown as { unsubscribe: () => void };
    request.unsubscribe();
  };
  const data = list.data;
  let body;
  if (data && data.data.length > 0)
    body = (
      <>
        <Stack as="ul" gap="sm">
          {data.data.map((r) => (
            <Box as="li" key={r.server_seed} padding="md" radius="md" background="surfaceSunken">
              <Stack gap="xs">
                <Text as="span" variant="bodySm">
                  {t`Server seed`}:{" "}
                  <Text as="code" variant="code">
                    {r.server_seed}
                  </Text>
                </Text>
                <Text as="span" variant="bodySm">
                  {t`Hash`}:{" "}
                  <Text as="code" variant="code">
                    {r.server_seed_hash}
                  </Text>
                </Text>
                <Text as="span" variant="bodySm">
                  {t`Client seed`}:{" "}
                  <Text as="code" variant="code">
                    {r.client_seed}
                  </Text>{" "}
                  · {t`Bets`}: {r.nonce}
                </Text>
              </Stack>
            </Box>
          ))}
        </Stack>
        {data.last_page > 1 ? (
          <Pagination
            page={data.current_page}
            pageCount={data.last_page}
            onPageChange={setPage}
            label={t`Revealed seeds pages`}
            previousLabel={t`Previous page`}
            nextLabel={t`Next page`}
            pageLabel={(page) => t`Page ${page}`}
          />
        ) : null}
      </>
    );
  else if (data)
    body = (
      <EmptyState
        compact
        headingLevel={4}
        title={t`No revealed seeds yet`}
        description={t`Rotate the seeds to reveal the server seed of the current pair.`}
      />
    );
  else if (list.isError)
    body = (
      <EmptyState
        compact
        headingLevel={4}
        title={t`The revealed seeds could not be loaded`}
        action={<Button onClick={retry}>{t`Try again`}</Button>}
      />
    );
  else
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t`Loading revealed seeds`}</VisuallyHidden>
        <Skeleton shape="rect" height="5rem" />
      </div>
    );
  return (
    <Stack as="section" gap="sm" aria-labelledby="revealed-seeds">
      <Heading level={3} size="sm" id="revealed-seeds">{t`Revealed seeds`}</Heading>
      <div>{body}</div>
    </Stack>
  );
}

/**
 * Fairness of the originals: the active pair (server seed hash, client seed the player may
 * change, nonce), rotation (reveals the server seed and starts a new pair), the player's revealed
 * pairs (from the server, paginated), and the in-browser verifier.
 */
export function FairnessDialog({ open, onClose, game, betId = null }: FairnessDialogProps) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const dispatch = useAppDispatch();
  const [tab, setTab] = useState(betId ? "verify" : "seeds");
  const seeds = useQuery(originalsApi.endpoints.getFairSeeds, undefined, { skip: !open });
  const [setClientSeed, setState] = useMutation(originalsApi.endpoints.setFairClientSeed);
  const [rotate, rotateState] = useMutation(originalsApi.endpoints.rotateFairSeeds);
  const [clientSeed, setClientSeedText] = useState("");
  const [nextSeed, setNextSeed] = useState(randomClientSeed);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [seedError, setSeedError] = useState<string | null>(null);
  const [nextSeedError, setNextSeedError] = useState<string | null>(null);
  /** The pair a client seed change closed (its server seed revealed), shown after the change. */
  const [closed, setClosed] = useState<FairRevealedSeedPair | null>(null);

  useEffect(() => {
    if (open) setTab(betId ? "verify" : "seeds");
  }, [open, betId]);
  useEffect(() => {
    if (seeds.data) setClientSeedText(seeds.data.client_seed);
  }, [seeds.data]);

  const failure = (error: unknown) => {
    const e = asRequestError(error);
    setMessage({ text: translate(e?.code ?? e?.message), error: true });
  };

  const seedRule = t`1 to 64 characters: letters, digits, punctuation, symbols or spaces; no line breaks or control characters.`;

  const saveSeed = async () => {
    if (!isClientSeed(clientSeed)) {
      setSeedError(seedRule);
      return;
    }
    setSeedError(null);
    const before = pair;
    const result = await setClientSeed(clientSeed);
    if ("error" in result) {
      failure(result.error);
      return;
    }
    setMessage({
      text: t`Client seed changed: the previous pair is closed and its server seed revealed; a new pair starts at nonce 0.`,
      error: false,
    });
    if (before) {
      // The closed pair, as the server now lists it among the revealed ones.
      const request = dispatch(
        originalsApi.endpoints.listFairRevealedSeeds.initiate(
          { page: 1, per_page: REVEALED_PER_PAGE },
          { forceRefetch: true },
        ) as never,
      ) as unknown as Promise<{ data?: { data: FairRevealedSeedPair[] } }> & {
        unsubscribe: () => void;
      };
      const list = await request;
      request.unsubscribe();
      setClosed(
        list.data?.data.find((r) => r.server_seed_hash === before.server_seed_hash) ?? null,
      );
    }
  };

  const rotateSeeds = async () => {
    if (!isClientSeed(nextSeed)) {
      setNextSeedError(seedRule);
      return;
    }
    setNextSeedError(null);
    const result = await rotate({ client_seed: nextSeed });
    if ("error" in result) {
      failure(result.error);
      return;
    }
    setNextSeed(randomClientSeed());
    setMessage({ text: t`Seeds rotated: the previous server seed is revealed.`, error: false });
  };

  const pair = seeds.data;
  const seedsTab = (
    <Box paddingBlockStart="md">
      <Stack gap="md">
        {!pair ? (
          <Spinner label={t`Loading seeds`} />
        ) : (
          <>
            <CopyField
              label={t`Active server seed (SHA-256)`}
              value={pair.server_seed_hash}
              copyLabel={t`Copy`}
              copiedLabel={t`Copied`}
              hint={t`The server seed stays secret until you rotate; its hash proves it cannot change.`}
            />
            <FieldWithButton
              as="form"
              onSubmit={(e) => {
                e.preventDefault();
                void saveSeed();
              }}
            >
              <TextField
                label={t`Client seed`}
                value={clientSeed}
                spellCheck={false}
                autoComplete="off"
                hint={t`Changing it closes this pair: its server seed is revealed and a new pair starts at nonce 0.`}
                error={seedError ?? undefined}
                onChange={(e) => setClientSeedText(e.target.value)}
              />
              <Button
                type="submit"
                variant="secondary"
                loading={setState.isLoading}
                disabled={!!pair && clientSeed === pair.client_seed}
              >
                {t`Change and reveal`}
              </Button>
            </FieldWithButton>
            {closed ? (
              <Stack as="section" gap="sm" aria-label={t`The pair you closed`}>
                <Heading level={4} size="sm">{t`The pair you closed`}</Heading>
                <CopyValueList
                  copiedLabel={t`Copied`}
                  items={[
                    {
                      label: t`Server seed`,
                      value: closed.server_seed,
                      copyLabel: t`Copy server seed`,
                    },
                    {
                      label: t`Server seed hash`,
                      value: closed.server_seed_hash,
                      copyLabel: t`Copy server seed hash`,
                    },
                    {
                      label: t`Client seed`,
                      value: closed.client_seed,
                      copyLabel: t`Copy client seed`,
                    },
                    {
                      label: t`Bets played with it`,
                      value: String(closed.nonce),
                      copyLabel: t`Copy the number of bets`,
                    },
                  ]}
                />
              </Stack>
            ) : null}
            <Text variant="numeric" tone="subdued">
              {t`Nonce (bets played with this pair)`}:{" "}
              <Text as="strong" variant="numeric" data-testid="fair-nonce">
                {pair.nonce}
              </Text>
            </Text>
            <FieldWithButton
              as="form"
              onSubmit={(e) => {
                e.preventDefault();
                void rotateSeeds();
              }}
            >
              <TextField
                label={t`Next client seed`}
                value={nextSeed}
                error={nextSeedError ?? undefined}
                spellCheck={false}
                autoComplete="off"
                onChange={(e) => setNextSeed(e.target.value)}
              />
              <Button type="submit" loading={rotateState.isLoading}>{t`Rotate seeds`}</Button>
            </FieldWithButton>
          </>
        )}
        {message ? (
          <Text
            variant="bodySm"
            tone={message.error ? "critical" : "success"}
            role={message.error ? "alert" : "status"}
          >
            {message.text}
          </Text>
        ) : null}
        {open ? <RevealedSeeds /> : null}
      </Stack>
    </Box>
  );

  return (
    <Dialog open={open} onClose={onClose} title={t`Fairness`} closeLabel={t`Close`} size="lg">
      <Tabs
        label={t`Fairness`}
        value={tab}
        onValueChange={setTab}
        fitted
        tabs={[
          { id: "seeds", label: t`Seeds`, content: seedsTab },
          {
            id: "verify",
            label: t`Verify`,
            content: (
              <Box paddingBlockStart="md">
                <Verifier game={game} betId={betId} />
              </Box>
            ),
          },
        ]}
      />
    </Dialog>
  );
}
