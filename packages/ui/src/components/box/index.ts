export { Box, type BoxBackground, type BoxProps } from "./box.tsx";
