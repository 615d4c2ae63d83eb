import { transactionStatuses, transactionTypes } from "@casino/api";
import type { TransactionStatus, TransactionType } from "./transaction-status.ts";

/** Rows per page of the history. */
export const HISTORY_PAGE_SIZE = 20;

/** The history's filters as the address bar keeps them (`?type=&status=&coin=&from=&to=&page=`). */
export interface HistoryFilters {
  type: TransactionType | "";
  status: TransactionStatus | "";
  coin: string;
  /** Calendar dates (`YYYY-MM-DD`), whole UTC days. */
  from: string;
  to: string;
  page: number;
}

/** The `GET /api/user/transactions` query of some filters. */
export interface HistoryQuery {
  type?: TransactionType;
  status?: TransactionStatus;
  entity_wallet_code?: string;
  from?: string;
  to?: string;
  page: number;
  per_page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COIN = /^[A-Z0-9_]{2,20}$/;

/** A calendar date of the address bar (`YYYY-MM-DD`), or "" when missing or malformed. */
export function validDate(value: string | null): string {
  if (!value || !DATE.test(value)) return "";
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : "";
}

/** Reads the filters from the address bar; unknown or malformed values are ignored. */
export function parseHistoryFilters(params: URLSearchParams): HistoryFilters {
  const type = params.get("type") ?? "";
  const status = params.get("status") ?? "";
  const coin = params.get("coin") ?? "";
  return {
    type: (transactionTypes as readonly string[]).includes(type) ? (type as TransactionType) : "",
    status: (transactionStatuses as readonly string[]).includes(status)
      ? (status as TransactionStatus)
      : "",
    coin: COIN.test(coin) ? coin : "",
    from: validDate(params.get("from")),
    to: validDate(params.get("to")),
    page: parsePage(params),
  };
}

/** The page of the address bar (`?page=`), 1 when missing or malformed. */
export function parsePage(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address-bar form of the filters (empty values and page 1 left out). */
export function historySearch(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set("type", filters.type);
  if (filters.status) params.set("status", filters.status);
  if (filters.coin) params.set("coin", filters.coin);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** Whether the date range is backwards (`from` after `to`): the server would answer `date_range_invalid`. */
export function isDateRangeInvalid(filters: { from: string; to: string }): boolean {
  return Boolean(filters.from && filters.to && filters.from > filters.to);
}

/** The API query of the filters: dates are whole UTC days (the server covers 00:00:00 to 23:59:59). */
export function historyQuery(filters: HistoryFilters): HistoryQuery {
  return {
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.coin ? { entity_wallet_code: filters.coin } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    page: filters.page,
    per_page: HISTORY_PAGE_SIZE,
  };
}
