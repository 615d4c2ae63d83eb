export { Countdown, type CountdownProps, type CountdownLabels } from "./countdown";
export { getTimeParts, type TimeParts } from "./time-parts";
