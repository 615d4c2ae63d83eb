/**
 * Contract rules of our own for `redocly lint` (see redocly.yaml).
 * - integer-input-maximum: every integer or number a request carries (path, query and header
 *   parameters, request bodies, at any depth) declares a `maximum` (or is an enum/const), so no
 *   id beyond the database's int4 or page number like 1e300 passes validation.
 * - consent-refusal: an operation marked `x-requires-consent: true` (the server refuses it with
 *   403 `consent_required` until the player consented) requires the player's bearer token and
 *   documents its 403 as `ConsentRequired`; an operation not marked does not.
 */
function schemaTypes(schema) {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

function IntegerInputMaximum() {
  const check = {
    enter(schema, ctx) {
      const numeric = schemaTypes(schema).some((type) => type === "integer" || type === "number");
      if (!numeric) return;
      if (schema.maximum !== undefined || schema.exclusiveMaximum !== undefined) return;
      if (Array.isArray(schema.enum) || schema.const !== undefined) return;
      ctx.report({
        message: "An integer or number in a request must declare a `maximum` (ids: 2147483647).",
        location: ctx.location,
      });
    },
  };
  return { Parameter: { Schema: check }, RequestBody: { Schema: check } };
}

const CONSENT_REFUSAL = "#/components/responses/ConsentRequired";

function ConsentRefusal() {
  return {
    Operation: {
      enter(operation, ctx) {
        const marked = operation["x-requires-consent"];
        const refusal = operation.responses?.["403"]?.$ref === CONSENT_REFUSAL;
        if (marked !== undefined && marked !== true)
          ctx.report({
            message: "`x-requires-consent` is `true` or absent.",
            location: ctx.location,
          });
        if (marked === true && !refusal)
          ctx.report({
            message: `An operation marked \`x-requires-consent\` documents its 403 as ${CONSENT_REFUSAL}.`,
            location: ctx.location.child("responses"),
          });
        if (marked !== true && refusal)
          ctx.report({
            message: `Only operations marked \`x-requires-consent: true\` answer ${CONSENT_REFUSAL}.`,
            location: ctx.location.child("responses"),
          });
        const security = operation.security ?? [];
        const bearerOnly =
          security.length > 0 &&
          security.every((requirement) => Object.keys(requirement).includes("bearerAuth"));
        if (marked === true && !bearerOnly)
          ctx.report({
            message: "An operation marked `x-requires-consent` requires the bearer token (only).",
            location: ctx.location.child("security"),
          });
      },
    },
  };
}

export default function casinoPlugin() {
  return {
    id: "casino",
    rules: {
      oas3: {
        "integer-input-maximum": IntegerInputMaximum,
        "consent-refusal": ConsentRefusal,
      },
    },
  };
}
