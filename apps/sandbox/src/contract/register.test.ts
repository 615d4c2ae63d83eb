/* eslint-disable @typescript-eslint/no-explicit-any */
import Fastify, { type FastifyInstance } from "fastify";
import { ApiError } from "../lib/errors.ts";
import { parseQueryString } from "../lib/query-string.ts";
import { indexOperations } from "./load.ts";
import { registerContract, sendApiError } from "./register.ts";

const envelope = (data: object) => ({
  type: "object",
  required: ["success", "data", "message"],
  properties: { success: { const: true }, message: { type: "string" }, data },
});
const errorResponse = { $ref: "#/components/responses/Error" };
/** A 200 whose data is an `Item`. */
const itemResponse = {
  description: "ok",
  content: { "application/json": { schema: envelope({ $ref: "#/components/schemas/Item" }) } },
};

const document = {
  openapi: "3.1.0",
  info: { title: "fixture", version: "1" },
  paths: {
    "/api/items/{id}": {
      get: {
        operationId: "getItem",
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } },
          { name: "tags", in: "query", schema: { type: "array", items: { type: "string" } } },
          {
            name: "kinds[]",
            in: "query",
            style: "form",
            explode: true,
            schema: { type: "array", maxItems: 2, items: { type: "string", enum: ["a", "b"] } },
          },
        ],
        responses: {
          "200": itemResponse,
          "422": errorResponse,
        },
      },
    },
    "/api/items": {
      post: {
        operationId: "createItem",
        security: [{ bearerAuth: [] }],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["name", "code"],
                properties: {
                  name: { type: "string", minLength: 2 },
                  code: {
                    type: "string",
                    pattern: "^[0-9]{5}$",
                    "x-message": "zipcode_wrong_format",
                  },
                  email: { type: "string", format: "email" },
                },
              },
            },
          },
        },
        responses: {
          "200": itemResponse,
          "401": errorResponse,
          "422": errorResponse,
        },
      },
    },
    "/api/broken": {
      get: {
        operationId: "broken",
        responses: {
          "200": itemResponse,
        },
      },
    },
    "/api/things/{slug}": {
      get: {
        operationId: "getThing",
        parameters: [
          {
            name: "slug",
            in: "path",
            required: true,
            schema: { type: "string", pattern: "^[a-z]+$" },
          },
        ],
        responses: {
          "200": itemResponse,
          "404": errorResponse,
        },
      },
    },
    "/api/unserved": {
      get: { operationId: "unserved", responses: { "200": { description: "ok" } } },
    },
  },
  components: {
    schemas: {
      Item: {
        type: "object",
        required: ["id", "name"],
        properties: { id: { type: "integer" }, name: { type: "string" } },
      },
      Error: {
        type: "object",
        required: ["success", "message"],
        properties: {
          success: { const: false },
          message: { type: "string" },
          errors: { type: "object" },
        },
      },
    },
    responses: {
      Error: {
        description: "error",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    },
  },
};

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = Fastify({ logger: false, routerOptions: { querystringParser: parseQueryString } });
  app.setErrorHandler((error, request, reply) => {
    const apiError = error instanceof ApiError ? error : new ApiError(500, undefined);
    return sendApiError(request, reply, apiError, true);
  });
  const result = registerContract(app, {
    contract: { document, operations: indexOperations(document) },
    handlers: {
      getItem: async ({ params, query }) => ({
        data: {
          id: params.id,
          name: `tags:${JSON.stringify(query.tags ?? [])}${query.kinds ? ` kinds:${JSON.stringify(query.kinds)}` : ""}`,
        },
      }),
      createItem: async ({ body, auth }) => ({
        data: { id: auth!.tokenId, name: (body as { name: string }).name },
      }),
      broken: async () => ({ data: { id: "not-a-number" } }),
      getThing: async ({ params }) => ({ data: { id: 1, name: String(params.slug) } }),
    },
    authenticate: async (token) =>
      token === "good" ? { tokenId: 7, user: {} as never, signedInAt: new Date() } : undefined,
    validateResponses: true,
  });
  expect(result.unimplemented).toEqual(["unserved"]);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(() => app.close());

const post = (body: unknown, token?: string) =>
  fetch(`${base}/api/items`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

describe("registerContract", () => {
  it("serves an operation with coerced path and bracket-free array query parameters", async () => {
    const response = await fetch(`${base}/api/items/3?tags=a&tags=b`);
    expect(response.status).toBe(200);
    expect((await response.json()) as any).toEqual({
      success: true,
      message: "success",
      data: { id: 3, name: 'tags:["a","b"]' },
    });
  });

  it("validates bracket-form array parameters (`kinds[]`) under their bare name", async () => {
    const response = await fetch(`${base}/api/items/3?kinds[]=b&kinds[]=a`);
    expect((await response.json()) as any).toMatchObject({
      data: { name: 'tags:[] kinds:["b","a"]' },
    });
    const single = await fetch(`${base}/api/items/3?kinds[]=a`);
    expect((await single.json()) as any).toMatchObject({ data: { name: 'tags:[] kinds:["a"]' } });
    const wrong = await fetch(`${base}/api/items/3?kinds[]=c`);
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as any).errors).toEqual({ "kinds.0": ["invalid_value"] });
    expect((await fetch(`${base}/api/items/3?kinds[]=a&kinds[]=b&kinds[]=a`)).status).toBe(422);
  });

  it("answers a malformed path parameter with 404 where the operation documents no 422", async () => {
    expect((await fetch(`${base}/api/things/abc`)).status).toBe(200);
    const response = await fetch(`${base}/api/things/ABC`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as any).code).toBe("not_found");
  });

  it("answers bad parameters with 422 and per-field keys", async () => {
    const response = await fetch(`${base}/api/items/0`);
    expect(response.status).toBe(422);
    const body = (await response.json()) as any;
    expect(body.success).toBe(false);
    expect(body.errors).toEqual({ id: ["numeric"] });
  });

  it("requires a valid bearer token on secured operations", async () => {
    expect((await post({ name: "ab", code: "12345" })).status).toBe(401);
    expect((await post({ name: "ab", code: "12345" }, "bad")).status).toBe(401);
    const response = await post({ name: "ab", code: "12345" }, "good");
    expect((await response.json()) as any).toMatchObject({
      success: true,
      data: { id: 7, name: "ab" },
    });
  });

  it("maps schema failures to message keys, including x-message", async () => {
    const response = await post({ name: "a", code: "12", email: "nope" }, "good");
    expect(response.status).toBe(422);
    const body = (await response.json()) as any;
    expect(body.errors).toEqual({
      name: ["min_length"],
      code: ["zipcode_wrong_format"],
      email: ["email_invalid"],
    });
    const missing = (await (await post({}, "good")).json()) as any;
    expect(missing.errors).toEqual({ name: ["required"], code: ["required"] });
  });

  it("turns a response that breaks the contract into a loud 500", async () => {
    const response = await fetch(`${base}/api/broken`);
    expect(response.status).toBe(500);
    expect((await response.json()) as any).toMatchObject({
      success: false,
      message: expect.stringContaining("broken"),
    });
  });

  it("leaves operations without a handler unrouted", async () => {
    expect((await fetch(`${base}/api/unserved`)).status).toBe(404);
  });

  it("refuses handlers for operations the contract lacks", () => {
    expect(() =>
      registerContract(Fastify(), {
        contract: { document, operations: indexOperations(document) },
        handlers: { nope: async () => ({ data: null }) },
        authenticate: async () => undefined,
        validateResponses: true,
      }),
    ).toThrow(/nope/);
  });

  it("refuses x-requires-consent on an operation that does not require the player's token", () => {
    const marked = (security: unknown[]) => ({
      ...document,
      paths: {
        "/api/pay": {
          post: {
            operationId: "pay",
            "x-requires-consent": true,
            security,
            responses: { "200": itemResponse },
          },
        },
      },
    });
    expect(indexOperations(marked([{ bearerAuth: [] }]))[0]!.requiresConsent).toBe(true);
    expect(() => indexOperations(marked([{}, { bearerAuth: [] }]))).toThrow(/pay/);
    expect(() => indexOperations(marked([]))).toThrow(/pay/);
  });
});
