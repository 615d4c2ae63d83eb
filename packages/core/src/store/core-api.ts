import {
  createApi,
  type BaseQueryFn,
  type EndpointBuilder,
  type MutationExtraOptions,
} from "@reduxjs/toolkit/query";
import type { CoreApiClient, ReferralInfo, TransactionPage } from "../api/entities.ts";
import { toRequestError, type RequestError } from "../api/request-error.ts";
import type { ApiData, components, paths } from "@casino/api";

/** What the thunk middleware carries to the base query. */
export interface ThunkExtra {
  api: CoreApiClient;
}

/** Arguments of {@link apiBaseQuery}. */
export interface CoreQueryArgs {
  method?: "get" | "post" | "put" | "patch" | "delete";
  /** A path of the contract: a typo or a path the contract lost fails tsc. */
  url: keyof paths;
  query?: Record<string, unknown>;
  path?: Record<string, unknown>;
  body?: unknown;
  /** Returned instead of an error when the call fails (silent empty defaults). */
  fallback?: unknown;
}

/**
 * The client's methods are typed per path; a base query serves every path, so it calls them
 * through this one signature. Endpoints written with {@link contractGet} / {@link contractMutation}
 * derive their argument and result from the same path, so the two agree by construction.
 */
type LooseCall = (
  url: string,
  init?: { params?: { query?: unknown; path?: unknown }; body?: unknown },
) => Promise<unknown>;

/**
 * RTK Query base query that calls the typed API client (headers, envelope, timeout, one retry for
 * safe methods live there). Failures become serialisable {@link RequestError}s.
 */
export const apiBaseQuery: BaseQueryFn<CoreQueryArgs, unknown, RequestError> = async (
  args,
  { extra },
) => {
  const { api } = extra as ThunkExtra;
  const call = api[args.method ?? "get"] as unknown as LooseCall;
  try {
    const params = args.query || args.path ? { query: args.query, path: args.path } : undefined;
    return {
      data: await call(args.url, {
        ...(params ? { params } : {}),
        ...(args.body !== undefined ? { body: args.body } : {}),
      }),
    };
  } catch (error) {
    if ("fallback" in args) return { data: args.fallback };
    return { error: toRequestError(error) };
  }
};

type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** The data of a contract operation's success answer (envelope unwrapped), typed from `paths`. */
export type ContractData<Path extends keyof paths, Method extends HttpMethod = "get"> = ApiData<
  paths,
  Path,
  Method
>;

/** The query parameters of a contract operation, typed from `paths` (empty object when it has none). */
export type ContractQuery<Path extends keyof paths, Method extends HttpMethod = "get"> =
  paths[Path] extends Record<Method, { parameters: { query?: infer Query } }>
    ? NonNullable<Query>
    : never;

/** A query type with the bracket-form array keys (`ids[]`) named without the brackets (`ids`). */
export type WithoutBrackets<Query> = {
  [Key in keyof Query as Key extends `${infer Name}[]` ? Name : Key]: Query[Key];
};

/**
 * Renames array-valued parameters to the contract's bracket form (`ids` -> `ids[]`, sent as
 * `ids[]=1&ids[]=2`) and drops empty arrays and undefined values, so that screens pass plain arrays.
 */
export function toBracketQuery(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length) out[key.endsWith("[]") ? key : `${key}[]`] = value;
    } else out[key] = value;
  }
  return out;
}

type Country = components["schemas"]["Country"];
type State = components["schemas"]["State"];
type City = components["schemas"]["City"];
type TransactionQuery = NonNullable<paths["/api/user/transactions"]["get"]["parameters"]["query"]>;

/** Data is stale after 8 s: a screen that mounts later refetches. */
export const STALE_AFTER_SECONDS = 8;
/** Unused cache entries are kept 5 minutes (the spec's other reading of the cache time). */
export const KEEP_UNUSED_SECONDS = 300;

const emptyReferralInfo: ReferralInfo = {
  referral_code: "",
  referral_link: "",
  friends_invited: 0,
  friend_qualified: 0,
  rewards_earned: "0",
  rewards_currency: "USD",
};

/** The cache tags of {@link coreApi}: an endpoint provides them, a mutation or an event invalidates them. */
const coreTags = [
  "User",
  "Wallets",
  "WalletSettings",
  "GeneralSettings",
  "Rates",
  "Transactions",
  "Bonuses",
  "Cashback",
  "Notifications",
  "VipStars",
  "RecoveryCodes",
  "FairSeeds",
  "MinesRound",
  "FavoriteGames",
  "PlayAgain",
  "Challenges",
  "Tournaments",
  "Prizes",
  "Content",
  "SupportConversations",
  "SupportUnread",
  "FairRevealedSeeds",
] as const;

/** One cache tag of {@link coreApi}. */
export type CoreTag = (typeof coreTags)[number];

/** The endpoint builder of {@link coreApi} (and of the feature files' `injectEndpoints`). */
export type CoreEndpointBuilder = EndpointBuilder<typeof apiBaseQuery, CoreTag, "coreApi">;

/** A numeric id or a slug, as route parameters give them. */
export type IdOrSlugArg = string | number;

/** A contract GET without parameters, providing `tags`. */
export function contractGet<Path extends keyof paths>(
  build: CoreEndpointBuilder,
  url: Path,
  tags: CoreTag[] = [],
) {
  return build.query<ContractData<Path>, void>({
    query: () => ({ url }),
    providesTags: tags,
  });
}

/** A contract GET whose query parameters are all optional (called without them, it sends none). */
export function contractList<Path extends keyof paths>(
  build: CoreEndpointBuilder,
  url: Path,
  tags: CoreTag[] = [],
) {
  return build.query<ContractData<Path>, ContractQuery<Path> | void>({
    query: (query) => ({ url, query: (query ?? {}) as Record<string, unknown> }),
    providesTags: tags,
  });
}

/** A contract GET of one item by id or slug (`{id}` in the path), providing `tags`. */
export function contractItem<Path extends keyof paths>(
  build: CoreEndpointBuilder,
  url: Path,
  tags: CoreTag[] = [],
) {
  return build.query<ContractData<Path>, IdOrSlugArg>({
    query: (id) => ({ url, path: { id: String(id) } }),
    providesTags: tags,
  });
}

type ContractOperation<Path extends keyof paths, Method extends HttpMethod> =
  paths[Path] extends Record<Method, infer Operation> ? Operation : never;
type JsonBody<RequestBody> = RequestBody extends { content: { "application/json": infer Body } }
  ? Body
  : never;

/** The JSON request body of a contract operation, typed from `paths` (never without one). */
export type ContractBody<Path extends keyof paths, Method extends HttpMethod> =
  ContractOperation<Path, Method> extends { requestBody?: infer RequestBody }
    ? JsonBody<NonNullable<RequestBody>>
    : never;

/** The path parameters of a contract operation (`{id}`), typed from `paths` (never without any). */
export type ContractPathParams<Path extends keyof paths, Method extends HttpMethod> =
  ContractOperation<Path, Method> extends { parameters: { path: infer Params } } ? Params : never;

type OneKey<T> = {
  [Key in keyof T]: [Exclude<keyof T, Key>] extends [never] ? Key : never;
}[keyof T];
type BodyArg<Path extends keyof paths, Method extends HttpMethod> =
  ContractOperation<Path, Method> extends { requestBody: object }
    ? ContractBody<Path, Method>
    : ContractBody<Path, Method> | void;

/**
 * What a {@link contractMutation} is called with, derived from the operation: its body; or, with
 * one path parameter and no body, that parameter's value (`claimBonus(7)`); with path parameters
 * and a body, both in one object (`{ id, message }`); a GET's query; else nothing. An optional
 * body may be left out.
 */
export type ContractMutationArg<Path extends keyof paths, Method extends HttpMethod> = [
  ContractPathParams<Path, Method>,
] extends [never]
  ? [ContractBody<Path, Method>] extends [never]
    ? [ContractQuery<Path, Method>] extends [never]
      ? void
      : ContractQuery<Path, Method>
    : BodyArg<Path, Method>
  : [ContractBody<Path, Method>] extends [never]
    ? [OneKey<ContractPathParams<Path, Method>>] extends [never]
      ? ContractPathParams<Path, Method>
      : ContractPathParams<Path, Method>[OneKey<ContractPathParams<Path, Method>>]
    : ContractPathParams<Path, Method> & ContractBody<Path, Method>;

/**
 * The request of a {@link contractMutation} call: the path's `{name}` parameters are taken from
 * the argument (or are the argument, for a single one), the rest is the body (the query of a GET).
 */
export function contractRequest(method: HttpMethod, url: keyof paths, arg: unknown): CoreQueryArgs {
  const names = [...url.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  let path: Record<string, unknown> | undefined;
  let rest = arg;
  if (names.length > 0) {
    if (arg !== null && typeof arg === "object") {
      const { picked, others } = split(arg as Record<string, unknown>, names);
      path = picked;
      rest = Object.keys(others).length > 0 ? others : undefined;
    } else {
      path = { [names[0]!]: arg };
      rest = undefined;
    }
  }
  return {
    method,
    url,
    ...(path ? { path } : {}),
    ...(rest === undefined || rest === null
      ? {}
      : method === "get"
        ? { query: rest as Record<string, unknown> }
        : { body: rest }),
  };
}

function split(value: Record<string, unknown>, names: string[]) {
  const picked: Record<string, unknown> = {};
  const others: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    (names.includes(key) ? picked : others)[key] = item;
  return { picked, others };
}

/**
 * A contract mutation written once, as method and path: its argument
 * ({@link ContractMutationArg}) and result ({@link ContractData}) come from `paths`.
 * `options` are RTK Query's mutation options (`invalidatesTags`, `onQueryStarted`, ...).
 */
export function contractMutation<Path extends keyof paths, Method extends HttpMethod>(
  build: CoreEndpointBuilder,
  method: Method,
  url: Path,
  options: Omit<
    MutationExtraOptions<
      CoreTag,
      ContractData<Path, Method>,
      ContractMutationArg<Path, Method>,
      typeof apiBaseQuery,
      "coreApi"
    >,
    "type"
  > = {},
) {
  return build.mutation<ContractData<Path, Method>, ContractMutationArg<Path, Method>>({
    ...options,
    query: (arg) => contractRequest(method, url, arg),
  });
}

/**
 * The one home of server data. The session's own data (user, wallets, coins, rates, wallet
 * settings, general settings) is loaded by the sagas, which keep those entries subscribed for the
 * store (see `loadQuery`); realtime events patch them. Defaults: stale after 8 s, no retry, no
 * refetch on focus or reconnect. Countries, states, cities and referral info fall back to empty
 * values silently on failure.
 */
export const coreApi = createApi({
  reducerPath: "coreApi",
  baseQuery: apiBaseQuery,
  keepUnusedDataFor: KEEP_UNUSED_SECONDS,
  refetchOnMountOrArgChange: STALE_AFTER_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  tagTypes: coreTags,
  endpoints: (build) => ({
    userInformation: contractGet(build, "/api/user/information", ["User"]),
    /** How many recovery codes remain; generating new codes or (de)activating 2FA updates it. */
    twoFactorRecoveryCodes: contractGet(build, "/api/user/two-factor-recovery-codes", [
      "RecoveryCodes",
    ]),
    referralInfo: build.query<ReferralInfo, void>({
      query: () => ({ url: "/api/user/referral-friends/info", fallback: emptyReferralInfo }),
    }),
    loginRewardStatus: contractGet(build, "/api/login-reward/is-claimed"),
    countries: build.query<Country[], void>({
      query: () => ({ url: "/api/location/countries", fallback: [] }),
    }),
    states: build.query<State[], string>({
      query: (countryCode) => ({
        url: "/api/location/states",
        query: { country_code: countryCode },
        fallback: [],
      }),
    }),
    cities: build.query<City[], number>({
      query: (stateId) => ({
        url: "/api/location/cities",
        query: { state_id: stateId },
        fallback: [],
      }),
    }),
    entityWallets: contractGet(build, "/api/wallets/entity-wallets"),
    currencyRates: contractGet(build, "/api/wallets/entity-wallets/rate", ["Rates"]),
    userWallets: contractGet(build, "/api/wallets/user-wallets", ["Wallets"]),
    walletSettings: contractGet(build, "/api/wallets/setting", ["WalletSettings"]),
    generalSettings: contractGet(build, "/api/settings/general", ["GeneralSettings"]),
    transactions: build.query<TransactionPage, TransactionQuery>({
      query: (query) => ({ url: "/api/user/transactions", query }),
      providesTags: ["Transactions"],
    }),
  }),
});
