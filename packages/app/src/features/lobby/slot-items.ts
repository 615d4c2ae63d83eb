import type { components } from "@casino/api";
import { href, routes } from "@casino/core";

/** An item of a page slot (banner, row, provider, shortcut). */
export type SlotItem = components["schemas"]["PageSlotItem"];

/** Where a slot item leads: an internal path, or an absolute URL (`external`). */
export function slotHref(item: SlotItem): { href: string; external: boolean } {
  const id = item.target;
  switch (item.target_type) {
    case "category":
      return { href: href(routes.category, { id }), external: false };
    case "provider":
      return { href: href(routes.provider, { id }), external: false };
    case "page":
      return { href: href(routes.page, { id }), external: false };
    case "promotion":
      return { href: href(routes.promotion, { id }), external: false };
    case "path":
      // Only same-site paths (never `//host`): anything else is treated as external.
      return item.target.startsWith("/") && !item.target.startsWith("//")
        ? { href: item.target, external: false }
        : { href: item.target, external: true };
    case "url":
      return { href: item.target, external: true };
  }
}

/** The items of one slot shown in this login state, in position order. */
export function slotItems(
  items: readonly SlotItem[] | undefined,
  slot: SlotItem["slot"],
  loggedIn: boolean,
): SlotItem[] {
  const state = loggedIn ? "logged_in" : "logged_out";
  return (items ?? [])
    .filter((item) => item.slot === slot && (item.visibility === null || item.visibility === state))
    .sort((a, b) => a.position - b.position);
}

/**
 * Whether a site's lobby item repeats a built-in shortcut: the same path, the category of the
 * shortcut's id (a server "Live casino" category beside the `/live-casino` shortcut), or the same
 * name. The server's titles are not translated, so the path decides in every language.
 */
export function repeatsShortcut(
  item: { href: string; label: string },
  shortcut: { id: string; href: string; label: string },
): boolean {
  return (
    item.href === shortcut.href ||
    item.href === href(routes.category, { id: shortcut.id }) ||
    item.label.toLocaleLowerCase() === shortcut.label.toLocaleLowerCase()
  );
}
