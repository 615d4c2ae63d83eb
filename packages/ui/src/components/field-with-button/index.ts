export { FieldWithButton, type FieldWithButtonProps } from "./field-with-button.tsx";
