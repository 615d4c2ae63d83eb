import { type MouseEvent } from "react";

/** Client-side navigation callback: the app passes its router's `navigate`. */
export type NavigateHandler = (href: string) => void;

/**
 * A click handler for an `<a href>` that hands plain left clicks to the app's
 * router (`onNavigate`) and lets the browser handle modified clicks (new tab,
 * new window, download) and `target` links. Without `onNavigate` the link
 * navigates normally.
 */
export function navigationClick(href: string, onNavigate?: NavigateHandler) {
  if (!onNavigate) return undefined;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.currentTarget.getAttribute("target");
    if (target && target !== "_self") return;
    event.preventDefault();
    onNavigate(href);
  };
}
