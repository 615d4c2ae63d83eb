export { SplitView, type SplitViewProps } from "./split-view.tsx";
