export { Stack, type StackAlign, type StackProps } from "./stack.tsx";
