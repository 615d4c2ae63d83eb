import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/**
 * Routes whose screens arrive with the later issue (games, promotions, VIP, tournaments, ...): they
 * are declared now with their guards and layout and say honestly that the section is not open yet.
 * `param` names the page parameter validated by the route (404 when malformed).
 */
export interface PendingSection {
  path: string;
  title: MessageDescriptor;
  param?: string;
}

export const pendingSections: readonly PendingSection[] = [
  { path: "promotion", title: msg`Promotions` },
  { path: "promotion/:id", title: msg`Promotion`, param: "id" },
];
