/**
 * Server-driven redirect rules (navigation rule 6): an exact path sends the
 * visitor to an internal path (`internal`, the route is replaced) or an
 * absolute http(s) URL (`external`, a full load). Listed by
 * `GET /api/redirect-rules`; added and removed through the dev endpoints.
 */
import type { Db } from "../../db/types.ts";
import { validationError, type FieldErrors } from "../../lib/errors.ts";
import type { Schemas } from "../../lib/contract-types.ts";

export type RedirectRule = Schemas["RedirectRule"];
export type RedirectRuleInput = Omit<RedirectRule, "id">;

/** A path the client compares with: starts with one `/`, no query, fragment, backslash, space or control character. */
const PATH = /^\/(?!\/)[^?#\\\s\p{Cc}]*$/u;

/** A path that stays on the site: {@link PATH}, and no encoded `/` or `\` right after the first slash. */
function isSafePath(path: string): boolean {
  return PATH.test(path) && !/^\/%(2f|5c)/i.test(path);
}

/** The stored form of a rule's path: trailing slashes dropped (the client ignores them), except for `/`. */
export function normalizeRulePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

function isExternalUrl(target: string): boolean {
  try {
    const url = new URL(target);
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.hostname !== "" &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

/**
 * Checks a rule: a valid path; an internal target that is itself a safe path (not the rule's own
 * path, which would loop); an external target that is an absolute http(s) URL.
 * @throws ApiError 422 with `invalid_value` on the failing fields
 */
export function checkRule(input: RedirectRuleInput): RedirectRuleInput {
  const errors: FieldErrors = {};
  const path = normalizeRulePath(input.path);
  if (!isSafePath(path)) errors.path = ["invalid_value"];
  if (input.target_type === "internal") {
    const target = input.target.split(/[?#]/, 1)[0]!;
    if (
      !isSafePath(target) ||
      /[\s\\\p{Cc}]/u.test(input.target) ||
      normalizeRulePath(target) === path
    )
      errors.target = ["invalid_value"];
  } else if (!isExternalUrl(input.target)) errors.target = ["invalid_value"];
  if (Object.keys(errors).length) throw validationError(errors);
  return { path, target_type: input.target_type, target: input.target };
}

/** Every rule, oldest first. */
export async function listRedirectRules(db: Db): Promise<RedirectRule[]> {
  return db
    .selectFrom("redirect_rules")
    .select(["id", "path", "target_type", "target"])
    .orderBy("id")
    .execute();
}

/**
 * Adds a rule, or replaces the rule of the same path.
 * @returns the rule and whether it was created (false: replaced)
 */
export async function saveRedirectRule(
  db: Db,
  input: RedirectRuleInput,
): Promise<{ rule: RedirectRule; created: boolean }> {
  const rule = checkRule(input);
  const existing = await db
    .selectFrom("redirect_rules")
    .select("id")
    .where("path", "=", rule.path)
    .executeTakeFirst();
  const saved = await db
    .insertInto("redirect_rules")
    .values(rule)
    .onConflict((oc) =>
      oc.column("path").doUpdateSet({ target_type: rule.target_type, target: rule.target }),
    )
    .returning(["id", "path", "target_type", "target"])
    .executeTakeFirstOrThrow();
  return { rule: saved, created: existing === undefined };
}

/** Removes a rule; false when there was none with that id. */
export async function deleteRedirectRule(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("redirect_rules").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
