// The form validators (core's yup schemas) and the server's request
// validation (the sandbox: ajv over the contract plus its password and sign-in rules) agree on
// random input: what the form lets through the server accepts, and what the server refuses the
// form refuses too (for passwords, with the same message keys). The server is asked over HTTP
// (the sandbox may not be imported here), with another field of each request always invalid so
// nothing is created. `AGREEMENT_CASES` (default 10000) sets the total, `AGREEMENT_SEED` replays.
import fc, { type Arbitrary } from "fast-check";
import type { AnySchema } from "yup";
import {
  emailOrUsernameSchema,
  emailSchema,
  phoneSchema,
  usernameSchema,
  zipCodeSchema,
} from "../src/validation/fields.ts";
import { passwordSchema } from "../src/validation/password.ts";
import {
  startSandboxProcess,
  type SandboxProcess,
  SANDBOX_START_TIMEOUT_MS,
} from "./sandbox-process.ts";
import { newPlayer, sandboxCall } from "./sandbox-helpers.ts";

jest.setTimeout(300_000);

const TOTAL = Number(process.env.AGREEMENT_CASES ?? 10_000);
/** Requests in flight at once. */
const CONCURRENCY = 8;
const SEED = Number(process.env.AGREEMENT_SEED ?? Date.now() % 2_147_483_647);

let sandbox: SandboxProcess;
let token: string;
beforeAll(async () => {
  sandbox = await startSandboxProcess();
  const player = newPlayer();
  await sandboxCall(sandbox, "POST", "/api/register", player);
  token = (
    await sandboxCall<{ token: string }>(sandbox, "POST", "/api/login", {
      username_or_email: player.username,
      password: player.password,
    })
  ).token;
}, SANDBOX_START_TIMEOUT_MS + 30_000);
afterAll(async () => {
  await sandbox?.close();
});

/** The message keys the client's schema reports for a value (empty: accepted). */
function clientKeys(schema: AnySchema, value: string): string[] {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    const errors = (error as { errors: { key: string }[] }).errors;
    return [...new Set(errors.map((e) => e.key))].sort();
  }
}

/** The message keys the server reports for `field` of a request (empty: accepted). */
async function serverKeys(
  method: string,
  path: string,
  body: Record<string, unknown>,
  field: string,
): Promise<string[]> {
  const response = await fetch(`${sandbox.base}${path}`, {
    method,
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { errors?: Record<string, string[]> };
  // Sign-in checks the identifier before the rate limit and the password: past them, it passed.
  if (response.status === 429) return [];
  if (response.status !== 422) throw new Error(`${path} answered ${response.status}`);
  return [...new Set(answer.errors?.[field] ?? [])].sort();
}

/** Text near each validator's edges: the right characters in and around the allowed lengths. */
const near = (chars: string, min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...chars),
    minLength: Math.max(0, min - 2),
    maxLength: max + 2,
  });
const padded = (arb: Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom("", " ", "\t", "\u00a0"), arb, fc.constantFrom("", " ", "\n"))
    .map(([a, b, c]) => a + b + c);
const noise = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);
const digits = "0123456789";
const lower = "abcdefghijklmnopqrstuvwxyz";
const special = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

interface Validator {
  name: string;
  client: AnySchema;
  input: Arbitrary<string>;
  server: (value: string) => Promise<string[]>;
  /** Compare the message keys too, not only accept/refuse. */
  sameKeys: boolean;
}

const emails = fc.oneof(
  fc.emailAddress(),
  fc
    .tuple(near(`${lower}._-+`, 1, 10), near(`${lower}-.`, 1, 10), near(lower, 1, 4))
    .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
  fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}@${b}`),
);
const usernames = near(`${lower}${digits}_.`, 3, 20);

const validators: Validator[] = [
  {
    name: "password",
    client: passwordSchema(),
    input: fc.oneof(
      near(`${lower}ABCXYZ${digits}${special}`, 8, 32),
      padded(near(`aZ1!é `, 8, 32)),
      noise,
    ),
    server: (value) =>
      serverKeys(
        "POST",
        "/api/register",
        { username: "!", email: "x", password: value, age_confirmed: true, terms_accepted: true },
        "password",
      ),
    sameKeys: true,
  },
  {
    name: "e-mail",
    client: emailSchema(),
    input: fc.oneof(emails, padded(emails), noise),
    server: (value) =>
      serverKeys(
        "POST",
        "/api/register",
        { username: "!", email: value, password: "x", age_confirmed: true, terms_accepted: true },
        "email",
      ),
    sameKeys: false,
  },
  {
    name: "username",
    client: usernameSchema(),
    input: fc.oneof(usernames, padded(usernames), noise),
    server: (value) =>
      serverKeys(
        "POST",
        "/api/register",
        { username: value, email: "x", password: "x", age_confirmed: true, terms_accepted: true },
        "username",
      ),
    sameKeys: false,
  },
  {
    name: "e-mail or username",
    client: emailOrUsernameSchema(),
    input: fc.oneof(emails, usernames, padded(fc.oneof(emails, usernames)), noise),
    server: (value) =>
      serverKeys(
        "POST",
        "/api/login",
        { username_or_email: value, password: "x" },
        "username_or_email",
      ),
    sameKeys: false,
  },
  {
    name: "phone",
    client: phoneSchema(),
    input: fc.oneof(near(digits, 9, 15), padded(near(`${digits}+- `, 9, 15)), noise),
    server: (value) =>
      serverKeys("POST", "/api/otp/send", { phone_code: "x", phone: value }, "phone"),
    sameKeys: false,
  },
  {
    name: "zip code",
    client: zipCodeSchema(),
    input: fc.oneof(near(digits, 5, 9), padded(near(`${digits}- `, 5, 9)), noise),
    server: (value) =>
      serverKeys(
        "PATCH",
        "/api/user/personal-detail/update",
        { first_name: "", zipcode: value },
        "zipcode",
      ),
    sameKeys: false,
  },
];

it("client and server validators agree on random input", async () => {
  const perValidator = Math.ceil(TOTAL / validators.length);
  const disagreements: { validator: string; value: string; client: string[]; server: string[] }[] =
    [];
  let cases = 0;
  const started = performance.now();
  for (const [index, validator] of validators.entries()) {
    const values = fc.sample(validator.input, { numRuns: perValidator, seed: SEED + index });
    for (let at = 0; at < values.length; at += CONCURRENCY) {
      const batch = values.slice(at, at + CONCURRENCY);
      const answers = await Promise.all(batch.map((value) => validator.server(value)));
      for (const [i, value] of batch.entries()) {
        const client = clientKeys(validator.client, value);
        const server = answers[i]!;
        cases += 1;
        const agree = validator.sameKeys
          ? JSON.stringify(client) === JSON.stringify(server)
          : (client.length === 0) === (server.length === 0);
        if (!agree) disagreements.push({ validator: validator.name, value, client, server });
      }
    }
  }
  console.log(
    `validator agreement: ${cases} cases over ${validators.length} validators in ${((performance.now() - started) / 1000).toFixed(1)} s (seed ${SEED}), ${disagreements.length} disagreements`,
  );
  expect(disagreements.slice(0, 20)).toEqual([]);
});
