import { act, waitFor } from "@testing-library/react";
import type { MemoryPlatform } from "@casino/core/testing";

/** The private channel of the signed-in test player (id 42, the core's test user). */
export const PLAYER_CHANNEL = "player.42";

/** Waits until the app listens on the test player's private channel. */
export async function untilPlayerSubscribed(platform: MemoryPlatform): Promise<void> {
  await waitFor(() =>
    expect(
      platform.realtime.current()?.subscriptions.some((s) => s.channel === PLAYER_CHANNEL),
    ).toBe(true),
  );
}

/** Once the app listens on the test player's channel, delivers `event` with `payload` on it. */
export async function emitToPlayer(
  platform: MemoryPlatform,
  event: string,
  payload: unknown,
): Promise<void> {
  await untilPlayerSubscribed(platform);
  act(() => {
    platform.realtime.current()!.emit(PLAYER_CHANNEL, event, payload);
  });
}
