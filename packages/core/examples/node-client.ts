// A Node client of the casino built only on @casino/core (and @casino/core/realtime-echo):
// it signs in with two-factor, lists the wallets, selects one and watches a deposit the sandbox
// simulates arrive over realtime and change the balance in the store.
//
//   pnpm sandbox                                   # in another terminal (http://127.0.0.1:4000)
//   node packages/core/examples/node-client.ts     # Node 24
//
// Environment: SANDBOX_URL (default http://127.0.0.1:4000), PUSHER_KEY (default sandbox-key),
// WALLET (coin to select, default ETH), CASINO_USERNAME + CASINO_PASSWORD + CASINO_TOTP_SECRET to
// use an existing account with two-factor (otherwise a new player is registered and two-factor
// enabled through the store first).
//
// The workspace packages ship TypeScript sources whose relative imports carry no extension
// (bundler resolution). Node 24 strips the types itself; this hook only adds the `.ts` (or
// `/index.ts`) Node's resolver expects. It must be registered before the first import of the
// packages, hence the dynamic import below. A consumer of the built package needs none of this.
import { existsSync } from "node:fs";
import { registerHooks } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

registerHooks({
  resolve(specifier, context, nextResolve) {
    const relative = specifier.startsWith("./") || specifier.startsWith("../");
    if (relative && context.parentURL?.endsWith(".ts") && !/\.[cm]?[jt]sx?$|\.json$/.test(specifier)) {
      const path = fileURLToPath(new URL(specifier, context.parentURL));
      const found = [`${path}.ts`, `${path}/index.ts`].find((candidate) => existsSync(candidate));
      if (found) return nextResolve(pathToFileURL(found).href, context);
    }
    return nextResolve(specifier, context);
  },
});

const { main } = await import("./node-client/main");
process.exitCode = await main(process.env);
