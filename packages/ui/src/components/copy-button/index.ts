export { CopyButton, type CopyButtonProps } from "./copy-button.tsx";
