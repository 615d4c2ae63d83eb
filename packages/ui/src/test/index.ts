export { renderWithTheme, type RenderWithThemeOptions } from "./render.tsx";
