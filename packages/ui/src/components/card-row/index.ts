export { CardRow, type CardRowProps } from "./card-row.tsx";
