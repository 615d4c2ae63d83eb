import {
  channelEvents,
  channelKind,
  channelsForEvent,
  isChannelEvent,
  isPrivateChannel,
  parsePlayerChannel,
  playerChannel,
  playerPusherChannel,
  publicChannels,
} from "./channels.ts";
import { realtimeEventNames } from "./events.ts";

describe("playerChannel", () => {
  it("names the Echo channel of a player", () => {
    expect(playerChannel(42)).toBe("player.42");
    expect(playerChannel(1)).toBe("player.1");
  });

  it.each([0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    "rejects the id %p",
    (id) => {
      expect(() => playerChannel(id)).toThrow(RangeError);
    },
  );

  it("gives the Pusher name with the private prefix", () => {
    expect(playerPusherChannel(42)).toBe("private-player.42");
    expect(() => playerPusherChannel(0)).toThrow(RangeError);
  });
});

describe("isPrivateChannel", () => {
  it("recognises Pusher private channel names", () => {
    expect(isPrivateChannel("private-player.7")).toBe(true);
    expect(isPrivateChannel("private-anything")).toBe(true);
  });

  it("treats public and Echo names as not private", () => {
    expect(isPrivateChannel(publicChannels.bets)).toBe(false);
    expect(isPrivateChannel(publicChannels.rates)).toBe(false);
    expect(isPrivateChannel("player.7")).toBe(false);
    expect(isPrivateChannel("private-")).toBe(false);
    expect(isPrivateChannel("presence-room")).toBe(false);
  });
});

describe("parsePlayerChannel", () => {
  it("reads the id from the Echo and the Pusher names", () => {
    expect(parsePlayerChannel("player.42")).toBe(42);
    expect(parsePlayerChannel("private-player.42")).toBe(42);
    expect(parsePlayerChannel(playerPusherChannel(9007199254740991))).toBe(9007199254740991);
  });

  it.each([
    "bets",
    "rates",
    "player.",
    "player.0",
    "player.042",
    "player.-1",
    "player.+1",
    "player.1.5",
    "player.1e3",
    "player. 1",
    "player.abc",
    "players.1",
    "private-players.1",
    "presence-player.1",
    "private-private-player.1",
    "player.9007199254740993",
  ])("returns null for %p", (name) => {
    expect(parsePlayerChannel(name)).toBeNull();
  });

  it("round-trips playerChannel", () => {
    for (const id of [1, 2, 10, 12345]) expect(parsePlayerChannel(playerChannel(id))).toBe(id);
  });
});

describe("channel routing", () => {
  it("routes every realtime event to at least one channel", () => {
    for (const event of realtimeEventNames)
      expect(channelsForEvent(event).length).toBeGreaterThan(0);
  });

  it("lists only known event names, each once per channel", () => {
    for (const events of Object.values(channelEvents)) {
      expect(new Set(events).size).toBe(events.length);
      for (const event of events) expect(realtimeEventNames).toContain(event);
    }
  });

  it("puts rates and bet feeds on the public channels and the rest on the player channel", () => {
    expect(channelsForEvent("update_rate")).toEqual(["rates"]);
    expect(channelsForEvent("transaction_high_roller_bet")).toEqual(["bets"]);
    expect(channelsForEvent("transaction_latest_bet")).toEqual(["player", "bets"]);
    expect(channelsForEvent("wallet_balance")).toEqual(["player"]);
    expect(channelsForEvent("player_deposit")).toEqual(["player"]);
  });

  it("checks whether an event belongs to a channel", () => {
    expect(isChannelEvent("player", "wallet_balance")).toBe(true);
    expect(isChannelEvent("bets", "wallet_balance")).toBe(false);
    expect(isChannelEvent("rates", "update_rate")).toBe(true);
    expect(isChannelEvent("rates", ".update_rate")).toBe(false);
  });

  it("classifies channel names", () => {
    expect(channelKind("player.3")).toBe("player");
    expect(channelKind("private-player.3")).toBe("player");
    expect(channelKind("bets")).toBe("bets");
    expect(channelKind("rates")).toBe("rates");
    expect(channelKind("private-bets")).toBeNull();
    expect(channelKind("news")).toBeNull();
  });
});
