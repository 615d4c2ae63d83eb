// Test helpers of @casino/app (for the shells' and the app's component tests).
export { renderApp } from "./render-app.tsx";
export type { RenderedApp } from "./render-app.tsx";
