export { FloatingPrompt, type FloatingPromptProps } from "./floating-prompt.tsx";
