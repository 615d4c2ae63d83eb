export { Panel, panelSurface, type PanelProps } from "./panel.tsx";
