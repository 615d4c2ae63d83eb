/**
 * Bitcoin Lightning deposits: an invoice per payment (amount in BTC, valid
 * {@link INVOICE_TTL_MS}); paying it (the dev endpoint plays the payer)
 * credits the BTC_LIGHTNING wallet at once — Lightning payments need no
 * confirmations.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, decimalsOf, fmt, isDecimal } from "@casino/rules";
import { ApiError, fieldError } from "../../lib/errors.ts";
import type { Services } from "../../services.ts";
import { findCoin, fiatAmount, loadPrices, walletSettings } from "../wallets/index.ts";
import { simulateDeposit } from "./deposits.ts";

export const LIGHTNING = "BTC_LIGHTNING";
/** How long an invoice can be paid. */
export const INVOICE_TTL_MS = 60 * 60_000;
/** Largest invoice amount, in BTC. */
export const MAX_INVOICE_BTC = "0.04";

const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

function presentInvoice(row: {
  payment_hash: string;
  payment_request: string;
  amount: string;
  fiat_amount: string;
  fiat_currency: string;
  expires_at: Date;
  created_at: Date;
}): Schemas["LightningInvoice"] {
  return {
    entity_wallet_code: LIGHTNING,
    payment_request: row.payment_request,
    payment_hash: row.payment_hash,
    amount: fmt(dec(row.amount), 8),
    fiat_amount: fmt(dec(row.fiat_amount), 2),
    fiat_currency: row.fiat_currency as Schemas["FiatCurrency"],
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Creates an invoice for `amount` BTC.
 * @throws ApiError 422 `numeric` (more than 8 decimals), `amount_below_minimum`, `amount_above_maximum`
 */
export async function createInvoice(
  services: Services,
  userId: number,
  amount: string,
): Promise<Schemas["LightningInvoice"]> {
  const { db, clock } = services;
  const network = findCoin(LIGHTNING)!.networks[0]!;
  if (!isDecimal(amount) || decimalsOf(amount) > 8) throw fieldError("amount", "numeric");
  const value = dec(amount);
  if (value < dec(network.min_deposit)) throw fieldError("amount", "amount_below_minimum");
  if (value > dec(MAX_INVOICE_BTC)) throw fieldError("amount", "amount_above_maximum");
  const now = new Date(clock.now());
  const preimage = randomBytes(32);
  const paymentHash = createHash("sha256").update(preimage).digest("hex");
  const nanoBtc = (value / 10n ** 9n).toString(); // 18-decimal units -> nano-BTC (amount has at most 8 decimals)
  const tail = [...randomBytes(80)].map((byte) => BECH32[byte % 32]).join("");
  const settings = await walletSettings(db, userId);
  const row = await db
    .insertInto("lightning_invoices")
    .values({
      payment_hash: paymentHash,
      user_id: userId,
      amount: fmt(value, 8),
      fiat_amount: fiatAmount(await loadPrices(db), value, LIGHTNING, settings.display_currency),
      fiat_currency: settings.display_currency,
      payment_request: `lnbc${nanoBtc}n1p${tail}`,
      expires_at: new Date(now.getTime() + INVOICE_TTL_MS),
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentInvoice(row);
}

/**
 * Pays an invoice: a confirmed BTC_LIGHTNING deposit for its player.
 * @throws ApiError 404 for an unknown invoice, 422 `invalid_value` when paid or expired
 */
export async function payInvoice(services: Services, paymentHash: string) {
  const { db, clock } = services;
  const invoice = await db
    .selectFrom("lightning_invoices")
    .selectAll()
    .where("payment_hash", "=", paymentHash)
    .executeTakeFirst();
  if (!invoice) throw new ApiError(404, "not_found");
  if (invoice.paid_at || invoice.expires_at.getTime() <= clock.now())
    throw fieldError("payment_hash", "invalid_value");
  const claimed = await db
    .updateTable("lightning_invoices")
    .set({ paid_at: new Date(clock.now()) })
    .where("payment_hash", "=", paymentHash)
    .where("paid_at", "is", null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw fieldError("payment_hash", "invalid_value");
  const coin = findCoin(LIGHTNING)!;
  const row = await simulateDeposit(services, {
    userId: invoice.user_id,
    coin,
    network: coin.networks[0]!,
    amount: dec(invoice.amount),
    confirmAfterMs: 0,
    target: { address: null, memo: null },
  });
  await db
    .updateTable("lightning_invoices")
    .set({ transaction_id: row.id })
    .where("payment_hash", "=", paymentHash)
    .execute();
  return row;
}
