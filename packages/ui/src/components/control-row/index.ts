export { ControlRow, type ControlRowProps } from "./control-row.tsx";
