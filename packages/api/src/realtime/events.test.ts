import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  echoListenerName,
  isRealtimeEventName,
  parseEchoListenerName,
  realtimeEventNames,
  realtimePayloadSchemaNames,
} from "./events.ts";

const contract = readFileSync(resolve(__dirname, "../../openapi.yaml"), "utf8");
/** Names of the `Realtime...Payload` schemas declared in openapi.yaml. */
const contractPayloadSchemas = [...contract.matchAll(/^ {4}(Realtime[A-Za-z]+Payload):$/gm)].map(
  (m) => m[1],
);

describe("realtimeEventNames", () => {
  it("lists the 17 events of the spec, the tables' round event and support's message once each", () => {
    expect(realtimeEventNames).toHaveLength(19);
    expect(new Set(realtimeEventNames).size).toBe(19);
    expect(realtimeEventNames[17]).toBe("roulette_round");
    expect(realtimeEventNames[18]).toBe("support_message");
    expect(realtimeEventNames).toEqual(
      expect.arrayContaining([
        "wallet_balance",
        "update_rate",
        "player_deposit",
        "player_new_tournament",
      ]),
    );
  });
});

describe("realtimePayloadSchemaNames", () => {
  it("names Realtime<PascalCase>Payload for every event", () => {
    for (const event of realtimeEventNames) {
      const pascal = event
        .split("_")
        .map((word) => word[0]!.toUpperCase() + word.slice(1))
        .join("");
      expect(realtimePayloadSchemaNames[event]).toBe(`Realtime${pascal}Payload`);
    }
  });

  it("matches exactly the payload schemas declared in openapi.yaml", () => {
    expect([...contractPayloadSchemas].sort()).toEqual(
      Object.values(realtimePayloadSchemaNames).sort(),
    );
  });
});

describe("event name helpers", () => {
  it("recognises event names", () => {
    expect(isRealtimeEventName("wallet_balance")).toBe(true);
    expect(isRealtimeEventName(".wallet_balance")).toBe(false);
    expect(isRealtimeEventName("wallet_balances")).toBe(false);
    expect(isRealtimeEventName("")).toBe(false);
  });

  it("builds the Echo listener name with a leading dot", () => {
    expect(echoListenerName("wallet_balance")).toBe(".wallet_balance");
    expect(echoListenerName("update_rate")).toBe(".update_rate");
  });

  it("parses Echo listener names back to event names", () => {
    expect(parseEchoListenerName(".new_notification")).toBe("new_notification");
    expect(parseEchoListenerName("new_notification")).toBe("new_notification");
    expect(parseEchoListenerName("..new_notification")).toBeNull();
    expect(parseEchoListenerName(".App\\Events\\WalletBalance")).toBeNull();
    for (const event of realtimeEventNames)
      expect(parseEchoListenerName(echoListenerName(event))).toBe(event);
  });
});
