export { Grid, type GridMin, type GridProps } from "./grid.tsx";
