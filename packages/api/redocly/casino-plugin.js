/**
 * Contract rules of our own for `redocly lint` (see redocly.yaml).
 * - integer-input-maximum: every integer or number a request carries (path, query and header
 *   parameters, request bodies, at any depth) declares a `maximum` (or is an enum/const), so no
 *   id beyond the database's int4 or page number like 1e300 passes validation.
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

export default function casinoPlugin() {
  return {
    id: "casino",
    rules: { oas3: { "integer-input-maximum": IntegerInputMaximum } },
  };
}
