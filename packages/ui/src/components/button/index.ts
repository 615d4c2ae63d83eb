export {
  Button,
  primaryLink,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from "./button.tsx";
