export { ResultCount, type ResultCountProps } from "./result-count.tsx";
