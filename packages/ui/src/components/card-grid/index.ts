export { CardGrid, type CardGridProps } from "./card-grid.tsx";
