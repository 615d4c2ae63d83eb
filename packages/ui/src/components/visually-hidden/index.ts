export { VisuallyHidden } from "./visually-hidden";
