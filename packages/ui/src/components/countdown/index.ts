export { Countdown, type CountdownProps, type CountdownLabels } from "./countdown.tsx";
export { getTimeParts, type TimeParts } from "./time-parts.ts";
