export { StagePlaceholder, type StagePlaceholderProps } from "./stage-placeholder.tsx";
