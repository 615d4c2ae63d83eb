export {
  ProgressBar,
  progressPercent,
  type ProgressBarProps,
  type ProgressBarTone,
  type ProgressBarSize,
} from "./progress-bar.tsx";
