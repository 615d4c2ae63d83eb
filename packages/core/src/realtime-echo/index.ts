// Public API of @casino/core/realtime-echo: the laravel-echo + pusher-js realtime factory.
// A separate entry so that shells load the realtime client lazily.
export { createEchoRealtime } from "./create-echo-realtime.ts";
