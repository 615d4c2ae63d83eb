/**
 * JSON Schema validators compiled from the contract with ajv (draft 2020-12,
 * the dialect of OpenAPI 3.1), and the translation of ajv errors into the
 * per-field message keys of the contract's validation errors.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { FieldErrors } from "../lib/errors.ts";
import { passwordKeys } from "../lib/password-rules.ts";
import type { JsonSchema, OperationSpec, ParameterSpec } from "./load.ts";
import { createHash } from "node:crypto";

const CONTRACT_ID = "urn:casino:contract";

/** Custom keyword on a schema naming the message key of a failed `pattern` (or any rule). */
export const MESSAGE_KEYWORD = "x-message";

function ajvInstance(mode: "body" | "parameters" | "response"): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    verbose: true,
    coerceTypes: mode === "parameters" ? "array" : false,
    useDefaults: mode !== "response",
    validateSchema: false,
  });
  addFormats(ajv);
  for (const format of ["int32", "int64", "float", "double"])
    ajv.addFormat(format, { type: "number", validate: () => true });
  for (const format of ["password", "byte", "binary", "phone"]) ajv.addFormat(format, () => true);
  return ajv;
}

/** Turns a JSON pointer into a URI fragment ajv understands. */
function fragment(pointer: string): string {
  return `#${pointer
    .replace(/^#/, "")
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/")}`;
}

export interface OperationValidators {
  params: ValidateFunction | undefined;
  query: ValidateFunction | undefined;
  /** The query parameters' names as they arrive (`ids[]` as `ids`). */
  queryNames: ReadonlySet<string>;
  headers: ValidateFunction | undefined;
  body: ValidateFunction | undefined;
  /** Status key -> body validator (null: the response has no JSON body). */
  responses: Map<string, ValidateFunction | null>;
}

/** Compiles and caches validators for the operations of one contract document. */
export class ContractValidators {
  /** Request bodies: no type coercion (JSON carries its types). */
  readonly #bodies = ajvInstance("body");
  /** Path, query and header parameters arrive as strings: coerce them. */
  readonly #coercing = ajvInstance("parameters");
  /** Responses are checked as sent: no defaults filled in, no coercion. */
  readonly #responses = ajvInstance("response");
  readonly #parameterValidators = new Map<string, ValidateFunction>();

  constructor(document: Record<string, unknown>) {
    for (const ajv of [this.#bodies, this.#coercing, this.#responses]) {
      ajv.addSchema({ ...document, $id: CONTRACT_ID } as object);
    }
  }

  #schema(ajv: Ajv2020, pointer: string): ValidateFunction {
    const validate = ajv.getSchema(`${CONTRACT_ID}${fragment(pointer)}`);
    if (!validate) throw new Error(`Contract schema not found at ${pointer}`);
    return validate;
  }

  /** An object schema over a group of parameters, referring to each parameter's schema in place. */
  #parameters(parameters: ParameterSpec[]): ValidateFunction | undefined {
    if (parameters.length === 0) return undefined;
    // A URN-safe id (a pointer list has characters a URN may not carry).
    const pointers = parameters.map((p) => p.pointer).join("|");
    const id = `${CONTRACT_ID}:params:${createHash("sha256").update(pointers).digest("hex")}`;
    // Operations with the same parameters (two lists paged alike) share one validator.
    const compiled = this.#parameterValidators.get(id);
    if (compiled) return compiled;
    const schema: JsonSchema = {
      $id: id,
      type: "object",
      properties: Object.fromEntries(
        parameters.map((p) => [p.name, { $ref: `${CONTRACT_ID}${fragment(p.pointer)}` }]),
      ),
      required: parameters.filter((p) => p.required).map((p) => p.name),
    };
    const validate = this.#coercing.compile(schema);
    this.#parameterValidators.set(id, validate);
    return validate;
  }

  /** Compiles every validator one operation needs. */
  forOperation(operation: OperationSpec): OperationValidators {
    const group = (where: ParameterSpec["in"]) =>
      operation.parameters.filter((p) => p.in === where);
    const headers = group("header").map((p) => ({ ...p, name: p.name.toLowerCase() }));
    // A bracket-form array parameter (`ids[]`) arrives under its bare name (see query-string.ts).
    const query = group("query").map((p) => ({ ...p, name: p.name.replace(/\[\]$/, "") }));
    return {
      params: this.#parameters(group("path")),
      query: this.#parameters(query),
      queryNames: new Set(query.map((p) => p.name)),
      headers: this.#parameters(headers),
      body: operation.bodyPointer ? this.#schema(this.#bodies, operation.bodyPointer) : undefined,
      responses: new Map(
        [...operation.responses].map(([status, pointer]) => [
          status,
          pointer ? this.#schema(this.#responses, pointer) : null,
        ]),
      ),
    };
  }
}

/** The response validator for a status: exact code, then `4XX`-style range, then `default`. */
export function responseValidator(
  responses: Map<string, ValidateFunction | null>,
  status: number,
): ValidateFunction | null | undefined {
  const exact = responses.get(String(status));
  if (exact !== undefined) return exact;
  const range = responses.get(`${String(status)[0]}XX`);
  if (range !== undefined) return range;
  return responses.get("default");
}

/** Message keys of a failed `pattern`/`format`, by field name (the field-validation message keys). */
const PATTERN_KEYS: Record<string, string> = {
  username: "username_invalid",
  email: "email_invalid",
  phone: "phone_wrong_format",
  phone_code: "phone_wrong_format",
  zipcode: "zipcode_wrong_format",
  recovery_code: "two_factor_invalid",
};

/** Where a value came from: the same field name can mean different things in a query and a body. */
export type ValueLocation = "params" | "query" | "headers" | "body";

function keyFor(error: ErrorObject, field: string, location: ValueLocation): string {
  switch (error.keyword) {
    case "required":
      return "required";
    case "minLength":
      return error.params.limit === 1 ? "required" : "min_length";
    case "maxLength":
      return "max_length";
    case "minProperties":
      return "required";
    case "minimum":
    case "exclusiveMinimum":
    case "maximum":
    case "exclusiveMaximum":
      return "numeric";
    case "type":
      return error.params.type === "integer" || error.params.type === "number"
        ? "numeric"
        : "invalid_value";
    case "format":
      if (error.params.format === "email") return "email_invalid";
      if (String(error.params.format).startsWith("date")) return "invalid_date";
      return PATTERN_KEYS[field] ?? "invalid_value";
    case "pattern":
      if (field === "code") return location === "query" ? "otp_invalid" : "two_factor_invalid";
      return PATTERN_KEYS[field] ?? "invalid_value";
    default:
      return "invalid_value";
  }
}

/** Keeps, for each failed `oneOf`/`anyOf`, only the errors of its closest branch. */
function closestBranches(errors: ErrorObject[]): ErrorObject[] {
  const unions = errors.filter((e) => e.keyword === "oneOf" || e.keyword === "anyOf");
  let kept = errors.filter((e) => !unions.includes(e));
  for (const union of unions) {
    const prefix = union.schemaPath.replace(/\/(oneOf|anyOf)$/, `/${union.keyword}/`);
    const branches = new Map<string, ErrorObject[]>();
    for (const error of kept) {
      if (!error.schemaPath.startsWith(prefix)) continue;
      const branch = error.schemaPath.slice(prefix.length).split("/")[0]!;
      branches.set(branch, [...(branches.get(branch) ?? []), error]);
    }
    if (branches.size === 0) continue;
    const best = [...branches.values()].sort((a, b) => a.length - b.length)[0]!;
    kept = kept.filter((error) => !error.schemaPath.startsWith(prefix) || best.includes(error));
  }
  return kept;
}

/**
 * Translates ajv errors into `{ field: [messageKey] }` with the contract's
 * message keys. A schema may name the key of its failure with `x-message`
 * (a string, or an object keyed by ajv keyword). Password fields get the
 * detailed field-validation keys.
 */
export function fieldErrors(
  errors: ErrorObject[] | null | undefined,
  location: ValueLocation = "body",
): FieldErrors {
  // Field names come from the request (`valueOf`, `__proto__`): never look them up on an object.
  const result = new Map<string, string[]>();
  for (const error of closestBranches(errors ?? [])) {
    const segments = error.instancePath.split("/").filter(Boolean);
    if (error.keyword === "required") segments.push(String(error.params.missingProperty));
    if (error.keyword === "additionalProperties")
      segments.push(String(error.params.additionalProperty));
    const field = segments.join(".") || "body";
    const name = segments.at(-1) ?? "body";
    const custom = (error.parentSchema as Record<string, unknown> | undefined)?.[MESSAGE_KEYWORD];
    let keys: string[] | undefined;
    if (error.keyword !== "required" && typeof custom === "string") keys = [custom];
    else if (
      custom &&
      typeof custom === "object" &&
      (custom as Record<string, string>)[error.keyword]
    ) {
      keys = [(custom as Record<string, string>)[error.keyword]!];
    } else if (name === "password" && error.keyword !== "required" && error.keyword !== "type")
      keys = passwordKeys(error.data);
    keys ??= [keyFor(error, name, location)];
    const list = result.get(field) ?? [];
    result.set(field, list);
    for (const key of keys) if (!list.includes(key)) list.push(key);
  }
  return Object.fromEntries(result);
}

/** Validators for named `components/schemas` of a document (realtime payloads, dev inputs). */
export class SchemaValidators {
  readonly #ajv = ajvInstance("response");
  readonly #cache = new Map<string, ValidateFunction>();

  constructor(document: Record<string, unknown>) {
    this.#ajv.addSchema({ ...document, $id: CONTRACT_ID } as object);
  }

  /**
   * The validator of `components/schemas/{name}`.
   * @throws when the document has no such schema
   */
  schema(name: string): ValidateFunction {
    let validate = this.#cache.get(name);
    if (!validate) {
      validate = this.#ajv.getSchema(`${CONTRACT_ID}${fragment(`/components/schemas/${name}`)}`);
      if (!validate) throw new Error(`Contract schema not found: ${name}`);
      this.#cache.set(name, validate);
    }
    return validate;
  }
}

/**
 * Fields whose strings (or keys) contain U+0000, which PostgreSQL text cannot hold: `invalid_value`
 * for each, so such input is refused with the other validation errors instead of failing in the
 * database. Walks at most `depth` levels (validated bodies are shallow).
 */
export function nulCharacterErrors(value: unknown, depth = 8): FieldErrors {
  const errors = new Map<string, string[]>();
  const visit = (node: unknown, at: string, level: number) => {
    if (typeof node === "string") {
      if (node.includes("\u0000")) errors.set(at || "body", ["invalid_value"]);
      return;
    }
    if (!node || typeof node !== "object" || level > depth) return;
    for (const [key, child] of Object.entries(node)) {
      if (key.includes("\u0000")) errors.set(at || "body", ["invalid_value"]);
      else visit(child, at ? `${at}.${key}` : key, level + 1);
    }
  };
  visit(value, "", 0);
  return Object.fromEntries(errors);
}
