export { ActionPanel, type ActionPanelProps } from "./action-panel.tsx";
