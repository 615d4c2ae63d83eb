export { StageHeader, type StageHeaderProps, type StageShortcut } from "./stage-header.tsx";
