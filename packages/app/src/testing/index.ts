// Test helpers of @casino/app (for the shells' and the app's component tests).
export { renderApp } from "./render-app";
export type { RenderedApp } from "./render-app";
export { apiError, createFakeApi } from "./fake-api";
export type { FakeApi, FakeCall, FakeRequest, FakeRoute } from "./fake-api";
