export { VisuallyHidden } from "./visually-hidden.tsx";
