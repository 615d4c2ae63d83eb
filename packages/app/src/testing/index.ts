// Test helpers of @casino/app (for the shells' and the app's component tests).
export { renderApp } from "./render-app.tsx";
export type { RenderedApp } from "./render-app.tsx";
export { apiError, createFakeApi } from "./fake-api.ts";
export type { FakeApi, FakeCall, FakeRequest, FakeRoute } from "./fake-api.ts";
