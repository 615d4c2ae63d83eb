/**
 * Reads an OpenAPI 3.1 document and lists its operations with everything the
 * server needs: method, path, parameters, request body, responses, security.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export type JsonSchema = Record<string, unknown> | boolean;

export interface ParameterSpec {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: JsonSchema;
  /** JSON pointer of the schema inside the document (for ajv). */
  pointer: string;
}

export interface OperationSpec {
  operationId: string;
  /** Lower-case HTTP method. */
  method: string;
  /** The OpenAPI path, e.g. `/api/games/{id}`. */
  path: string;
  /** The same path in Fastify's syntax, e.g. `/api/games/:id`. */
  routePath: string;
  /** JSON pointer of the operation object. */
  pointer: string;
  parameters: ParameterSpec[];
  /** JSON pointer of the `application/json` request body schema, if any. */
  bodyPointer: string | undefined;
  bodyRequired: boolean;
  /** Status key (`200`, `4XX`, `default`) -> JSON pointer of its JSON body schema, or null when bodiless. */
  responses: Map<string, string | null>;
  /** `required`: a bearer token must be sent; `optional`: may be sent (`[{}, {bearerAuth: []}]`); `none`: public. */
  auth: "required" | "optional" | "none";
  /**
   * `x-requires-consent: true`: the player must have confirmed age and terms (403
   * `consent_required` otherwise); only on operations that require the bearer token.
   */
  requiresConsent: boolean;
}

export interface ContractDocument {
  document: Record<string, unknown>;
  operations: OperationSpec[];
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

/** Escapes one JSON-pointer segment. */
export function pointerSegment(value: string): string {
  return value.replaceAll("~", "~0").replaceAll("/", "~1");
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

/** Follows a local `$ref` (`#/components/...`) of a parameter/response/requestBody object. */
function deref(
  document: Record<string, unknown>,
  value: unknown,
  pointer: string,
): [Record<string, unknown>, string] {
  let current = asRecord(value);
  let at = pointer;
  for (let depth = 0; typeof current.$ref === "string" && depth < 10; depth++) {
    const ref = current.$ref as string;
    if (!ref.startsWith("#/")) throw new Error(`Only local $ref is supported, got ${ref}`);
    at = ref.slice(1);
    current = ref
      .slice(2)
      .split("/")
      .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
      .reduce<unknown>((node, key) => asRecord(node)[key], document) as Record<string, unknown>;
    if (!current) throw new Error(`Unresolved $ref ${ref}`);
  }
  return [current, at];
}

function jsonContent(
  document: Record<string, unknown>,
  holder: Record<string, unknown>,
  pointer: string,
): string | undefined {
  const content = asRecord(holder.content);
  const type = Object.keys(content).find(
    (key) => key === "application/json" || key.endsWith("+json"),
  );
  if (!type) return undefined;
  return `${pointer}/content/${pointerSegment(type)}/schema`;
}

/**
 * Lists the operations of a parsed OpenAPI document.
 * @throws when an operation has no operationId (handlers are bound by it)
 */
export function indexOperations(document: Record<string, unknown>): OperationSpec[] {
  const operations: OperationSpec[] = [];
  for (const [path, rawItem] of Object.entries(asRecord(document.paths))) {
    const itemPointer = `#/paths/${pointerSegment(path)}`;
    const [item, resolvedItemPointer] = deref(document, rawItem, itemPointer);
    for (const method of METHODS) {
      if (!item[method]) continue;
      const pointer = `${resolvedItemPointer}/${method}`;
      const operation = asRecord(item[method]);
      if (typeof operation.operationId !== "string")
        throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const parameters = new Map<string, ParameterSpec>();
      const lists: [unknown, string][] = [
        [item.parameters, `${resolvedItemPointer}/parameters`],
        [operation.parameters, `${pointer}/parameters`],
      ];
      for (const [list, listPointer] of lists) {
        if (!Array.isArray(list)) continue;
        list.forEach((raw, index) => {
          const [parameter, at] = deref(document, raw, `${listPointer}/${index}`);
          const spec: ParameterSpec = {
            name: String(parameter.name),
            in: parameter.in as ParameterSpec["in"],
            required: parameter.required === true || parameter.in === "path",
            schema: (parameter.schema as JsonSchema) ?? {},
            pointer: `${at}/schema`,
          };
          parameters.set(`${spec.in}:${spec.name}`, spec);
        });
      }
      let bodyPointer: string | undefined;
      let bodyRequired = false;
      if (operation.requestBody) {
        const [body, at] = deref(document, operation.requestBody, `${pointer}/requestBody`);
        bodyPointer = jsonContent(document, body, at);
        bodyRequired = body.required === true;
      }
      const responses = new Map<string, string | null>();
      for (const [status, raw] of Object.entries(asRecord(operation.responses))) {
        const [response, at] = deref(
          document,
          raw,
          `${pointer}/responses/${pointerSegment(status)}`,
        );
        responses.set(
          status.toUpperCase() === "DEFAULT" ? "default" : status.toUpperCase(),
          jsonContent(document, response, at) ?? null,
        );
      }
      const security = (
        Array.isArray(operation.security) ? operation.security : document.security
      ) as unknown[] | undefined;
      // Only the player's bearer token is checked here; other schemes (the game session of the
      // seamless wallet) are checked by their handlers.
      const requirements = (security ?? []).map(
        (requirement) =>
          Object.keys(asRecord(requirement)).filter((scheme) => scheme === "bearerAuth").length,
      );
      const auth: OperationSpec["auth"] = requirements.some((count) => count > 0)
        ? requirements.some((count) => count === 0)
          ? "optional"
          : "required"
        : "none";
      const requiresConsent = operation["x-requires-consent"] === true;
      if (requiresConsent && auth !== "required")
        throw new Error(`${operation.operationId} requires consent but not the player's token`);
      operations.push({
        operationId: operation.operationId,
        method,
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ":$1"),
        pointer,
        parameters: [...parameters.values()],
        bodyPointer,
        bodyRequired,
        responses,
        auth,
        requiresConsent,
      });
    }
  }
  return operations;
}

/** Resolves the contract file shipped by @casino/api (`@casino/api/openapi.yaml`). */
export function contractPath(): string {
  const resolved = import.meta.resolve("@casino/api/openapi.yaml");
  return resolved.startsWith("file:") ? fileURLToPath(resolved) : resolved;
}

/**
 * Reads and indexes an OpenAPI document.
 * @param file path of the YAML (or JSON) document; defaults to the @casino/api contract
 */
export function loadContract(file: string = contractPath()): ContractDocument {
  const document = parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  if (typeof document?.openapi !== "string" || !document.openapi.startsWith("3.1")) {
    throw new Error(`${file} is not an OpenAPI 3.1 document`);
  }
  return { document, operations: indexOperations(document) };
}
