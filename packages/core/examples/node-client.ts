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
import { main } from "./node-client/main.ts";

process.exitCode = await main(process.env);
