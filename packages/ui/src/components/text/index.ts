export {
  Text,
  textToneColor,
  type TextProps,
  type TextToneName,
  type TextVariant,
} from "./text.tsx";
