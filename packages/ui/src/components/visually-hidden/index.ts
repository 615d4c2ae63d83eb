export { VisuallyHidden, visuallyHidden } from "./visually-hidden.tsx";
