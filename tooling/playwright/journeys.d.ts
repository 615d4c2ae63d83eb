import type { APIRequestContext, APIResponse } from "@playwright/test";

/** The sandbox the journeys run against. */
export declare const API: string;

/** A game of the catalogue as `GET /api/games/list` lists it (the fields the journeys read). */
export interface ListedGame {
  id: number;
  slug: string;
  name: string;
  kind: string;
  has_demo: boolean;
  availability: string;
  provider: { name: string };
}

export declare function safeGet(
  request: APIRequestContext,
  url: string,
  options?: Parameters<APIRequestContext["get"]>[1],
): Promise<APIResponse>;
export declare function slotGames(request: APIRequestContext, ip?: string): Promise<ListedGame[]>;
export declare function playableSlot(request: APIRequestContext): Promise<ListedGame>;
