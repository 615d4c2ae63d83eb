/**
 * fast-check arbitraries for requests to the contract's operations: values shaped by each
 * schema (so many requests get past validation into the handlers), mixed with hostile ones
 * (extreme numbers, wrong types, odd Unicode, broken percent-encoding, deep JSON).
 */
import fc, { type Arbitrary } from "fast-check";
import type { ContractDocument, JsonSchema, OperationSpec } from "../contract/load.ts";

type Schema = Record<string, unknown>;

/** Follows local `$ref`s. */
function resolve(document: Record<string, unknown>, schema: JsonSchema | undefined): Schema {
  let current: unknown = schema;
  for (let depth = 0; depth < 20; depth++) {
    const ref = (current as Schema | undefined)?.$ref;
    if (typeof ref !== "string" || !ref.startsWith("#/")) break;
    current = ref
      .slice(2)
      .split("/")
      .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
      .reduce<unknown>((node, key) => (node as Schema | undefined)?.[key], document);
  }
  return current && typeof current === "object" ? (current as Schema) : {};
}

/** Numbers that break naive code: int4/int8/float edges, negative zero, huge exponents. */
const nastyNumber: Arbitrary<number> = fc.constantFrom(
  0,
  -0,
  -1,
  1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  9_007_199_254_740_991,
  2 ** 53 + 2,
  1e20,
  1e300,
  -1e300,
  0.5,
  1.0000001,
);

/** Text a parser may choke on. */
const nastyText: Arbitrary<string> = fc.constantFrom(
  "",
  " ",
  "%",
  "%E0%A4%A",
  "%00",
  "\u0000",
  "../../etc/passwd",
  "' OR 1=1 --",
  "1e300",
  "99999999999999999999",
  "-1",
  "NaN",
  "Infinity",
  "null",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  ".".repeat(300),
  "a".repeat(5000),
  "\uD800",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "2026-02-30",
  "0000-00-00T00:00:00Z",
);

const anyText: Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: nastyText },
  { weight: 1, arbitrary: nastyNumber.map(String) },
);

/** Any JSON value, including nested ones and the nasty scalars. */
export const anyJson: Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: nastyText },
  { weight: 1, arbitrary: nastyNumber },
);

function types(schema: Schema): string[] {
  return Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === "string"
      ? [schema.type]
      : [];
}

function safeRegex(pattern: string): RegExp | undefined {
  // fast-check generates from the regex; lookaheads cannot be generated from.
  if (pattern.includes("(?")) return undefined;
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

/** A value shaped by `schema` (most of the time valid), sometimes anything at all. */
export function valueFor(
  document: Record<string, unknown>,
  raw: JsonSchema | undefined,
  depth = 0,
): Arbitrary<unknown> {
  const schema = resolve(document, raw);
  return fc.oneof(
    { weight: 4, arbitrary: shaped(document, schema, depth) },
    { weight: 1, arbitrary: anyJson },
  );
}

function shaped(
  document: Record<string, unknown>,
  schema: Schema,
  depth: number,
): Arbitrary<unknown> {
  if (depth > 4) return anyJson;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const union = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (Array.isArray(union) && union.length)
    return fc.oneof(...union.map((branch) => valueFor(document, branch, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length)
    return valueFor(document, (schema.allOf as JsonSchema[])[0], depth + 1);
  const kinds = types(schema);
  const options: Arbitrary<unknown>[] = [];
  for (const kind of kinds.length ? kinds : ["string"]) {
    switch (kind) {
      case "null":
        options.push(fc.constant(null));
        break;
      case "boolean":
        options.push(fc.boolean());
        break;
      case "integer":
      case "number": {
        const min = typeof schema.minimum === "number" ? schema.minimum : -1000;
        const max = typeof schema.maximum === "number" ? schema.maximum : min + 100_000;
        options.push(
          kind === "integer"
            ? fc.integer({
                min: Math.max(min, Number.MIN_SAFE_INTEGER),
                max: Math.min(max, Number.MAX_SAFE_INTEGER),
              })
            : fc.double({ min, max, noNaN: true }),
          nastyNumber,
        );
        break;
      }
      case "array":
        options.push(
          fc.array(valueFor(document, schema.items as JsonSchema, depth + 1), {
            maxLength: typeof schema.maxItems === "number" ? Math.min(schema.maxItems, 6) : 6,
          }),
        );
        break;
      case "object": {
        const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
        const model: Record<string, Arbitrary<unknown>> = {};
        for (const [name, property] of Object.entries(properties))
          model[name] = valueFor(document, property, depth + 1);
        const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
        options.push(
          fc.record(model, { requiredKeys: required.filter((key) => key in model) }),
          fc.record(model),
        );
        break;
      }
      default:
        options.push(stringFor(schema));
    }
  }
  return fc.oneof(...options);
}

function stringFor(schema: Schema): Arbitrary<string> {
  const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : 64;
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const plain = fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 64)) });
  switch (schema.format) {
    case "email":
      return fc.oneof(fc.emailAddress(), plain);
    case "uuid":
      return fc.oneof(fc.uuid(), plain);
    case "date":
      return fc.oneof(
        fc
          .date({ min: new Date("1900-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
        plain,
      );
    case "date-time":
      return fc.oneof(
        fc
          .date({ min: new Date("1900-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
          .map((d) => d.toISOString()),
        plain,
      );
    case "uri":
      return fc.oneof(fc.webUrl(), plain);
  }
  const regex = typeof schema.pattern === "string" ? safeRegex(schema.pattern) : undefined;
  if (regex) return fc.oneof(fc.stringMatching(regex, { size: "small" }), plain);
  return plain;
}

/** One generated request. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
}

/** How the token header is chosen: the fixture's valid token, a forged one, or none. */
export type TokenChoice = "valid" | "garbage" | "none";

const headerText = fc.string({ unit: "grapheme-ascii", maxLength: 300 }).map((value) =>
  // A header value is visible ASCII and spaces; the transport refuses the rest before we see it.
  value.replace(/[^\x20-\x7e]/g, "").trim(),
);

/** Requests to one operation: path, query, headers and body from its schema, or hostile. */
export function requestFor(
  contract: ContractDocument,
  operation: OperationSpec,
): Arbitrary<{
  request: Omit<FuzzRequest, "headers">;
  headers: Record<string, string>;
  token: TokenChoice;
}> {
  const { document } = contract;
  const pathParameters = operation.parameters.filter((p) => p.in === "path");
  const queryParameters = operation.parameters.filter((p) => p.in === "query");
  const segment = (schema: JsonSchema) =>
    fc.oneof(
      { weight: 4, arbitrary: valueFor(document, schema).map((v) => encodeSegment(text(v))) },
      { weight: 1, arbitrary: fc.constantFrom("%", "%E0%A4%A", "%2F", "..", "%00", "a%2", "") },
    );
  const path = fc.tuple(...pathParameters.map((p) => segment(p.schema))).map((values) => {
    let url = operation.path;
    pathParameters.forEach((p, index) => (url = url.replace(`{${p.name}}`, values[index]!)));
    return url;
  });
  const queryEntry = (name: string, schema: JsonSchema) =>
    valueFor(document, schema).map((value): [string, string][] =>
      Array.isArray(value) ? value.map((item) => [name, text(item)]) : [[name, text(value)]],
    );
  const query = fc
    .tuple(
      fc.tuple(
        ...queryParameters.map((p) =>
          fc.option(queryEntry(p.name, p.schema), { nil: [], freq: 3 }),
        ),
      ),
      fc.array(fc.tuple(anyText, anyText), { maxLength: 3 }),
      fc.option(fc.constantFrom("%", "a=%E0%A4%A", "page[]=1&page=2", "=&&=", "a[[[[="), {
        freq: 6,
      }),
    )
    .map(([known, extra, raw]) => {
      const params = new URLSearchParams();
      for (const [name, value] of [...known.flat(), ...extra]) params.append(name, value);
      const encoded = params.toString();
      return raw ? [encoded, raw].filter(Boolean).join("&") : encoded;
    });
  const body = operation.bodyPointer
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: valueFor(document, { $ref: operation.bodyPointer }).map((value) => ({
            type: "application/json",
            payload: JSON.stringify(value) as string | undefined,
          })),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            { type: "application/json", payload: "{" },
            { type: "application/json", payload: "" },
            { type: "application/json", payload: '{"__proto__": {"polluted": true}}' },
            { type: "application/json", payload: "[".repeat(5000) },
            { type: "text/plain", payload: "hello" },
            { type: "application/x-www-form-urlencoded", payload: "a=%E0%A4%A&b=1" },
          ),
        },
        { weight: 1, arbitrary: fc.constant({ type: "", payload: undefined }) },
      )
    : fc.oneof(
        { weight: 5, arbitrary: fc.constant({ type: "", payload: undefined }) },
        {
          weight: 1,
          arbitrary: anyJson.map((value) => ({
            type: "application/json",
            payload: JSON.stringify(value) as string | undefined,
          })),
        },
      );
  const headers = fc.record(
    {
      "x-localization": fc.oneof(
        fc.constantFrom("en", "de", "ja", "fr", "nl", "pt", "tr", "es", "ru"),
        headerText,
      ),
      "x-domain": fc.oneof(
        fc.constantFrom("localhost", "lucky.localhost.", "127.0.0.1:3000", "[::1]:4000"),
        headerText,
        fc.constant(".".repeat(8000)),
      ),
      "x-forwarded-for": fc.oneof(fc.ipV4(), headerText),
      accept: fc.constantFrom("application/json", "*/*", "text/html"),
    },
    { requiredKeys: [] },
  );
  const token = fc.constantFrom<TokenChoice>("valid", "valid", "valid", "garbage", "none");
  return fc.record({ path, query, body, headers, token }).map((c) => ({
    request: {
      method: operation.method.toUpperCase(),
      url: c.query ? `${c.path}?${c.query}` : c.path,
      payload: c.body.payload,
    },
    headers: {
      ...(c.headers as Record<string, string>),
      ...(c.body.type ? { "content-type": c.body.type } : {}),
    },
    token: c.token,
  }));
}

/** A path segment, percent-encoded (lone surrogates, which cannot be, become U+FFFD). */
function encodeSegment(value: string): string {
  return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/gu, "\uFFFD"));
}

/** A value as query or path text. */
function text(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}
