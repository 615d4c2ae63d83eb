/**
 * Dev endpoints for the site: redirect rules (rule 6) for end-to-end tests.
 */
import { ok } from "../lib/envelope.ts";
import { notFound } from "../lib/errors.ts";
import type { UntypedHandlers } from "../lib/handler.ts";
import type { Services } from "../services.ts";
import {
  deleteRedirectRule,
  saveRedirectRule,
  type RedirectRuleInput,
} from "../features/site/redirect-rules.ts";

/** The handlers of the site dev endpoints. */
export function devSiteHandlers(services: Services): UntypedHandlers {
  const { db } = services;
  return {
    devSaveRedirectRule: async ({ body }) => {
      const { rule, created } = await saveRedirectRule(db, body as RedirectRuleInput);
      return ok(
        rule,
        created ? "redirect_rule_created" : "redirect_rule_replaced",
        created ? 201 : 200,
      );
    },
    devDeleteRedirectRule: async ({ params }) => {
      if (!(await deleteRedirectRule(db, params.id as number))) throw notFound();
      return ok(null, "redirect_rule_deleted");
    },
  };
}
