import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderWithTheme } from "./render.tsx";

/**
 * Renders `ui` with a router callback, clicks the link named `name` and expects the callback to
 * get `href`: the kit's links hand plain clicks to the app's router.
 */
export async function expectRoutedLink(
  ui: (onNavigate: (href: string) => void) => ReactElement,
  name: string | RegExp,
  href: string,
) {
  const onNavigate = jest.fn();
  const { user } = renderWithTheme(ui(onNavigate));
  await user.click(screen.getByRole("link", { name }));
  expect(onNavigate).toHaveBeenCalledWith(href);
}
