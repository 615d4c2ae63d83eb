export { InlineError, type InlineErrorProps } from "./inline-error.tsx";
