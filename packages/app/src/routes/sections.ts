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
  { path: "inboxes", title: msg`Inbox` },
  { path: "gaming-history", title: msg`Gaming history` },
  { path: "prizes", title: msg`Prizes` },
  { path: "vip-program", title: msg`VIP program` },
  { path: "challenges", title: msg`Challenges` },
  { path: "tournaments", title: msg`Tournaments` },
  { path: "tournaments/:id", title: msg`Tournament`, param: "id" },
  { path: "blogs", title: msg`Blog` },
  { path: "blogs/tags", title: msg`Blog tags` },
  { path: "blogs/:id", title: msg`Blog post`, param: "id" },
  { path: "customer-support", title: msg`Customer support` },
  { path: "page-detail/:id", title: msg`Information`, param: "id" },
  { path: "lobby", title: msg`Lobby` },
  { path: "x-forwarded-for-test", title: msg`Forwarded address test` },
];
