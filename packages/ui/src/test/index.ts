export { renderWithTheme, type RenderWithThemeOptions } from "./render.tsx";
export { expectRoutedLink } from "./routing.tsx";
