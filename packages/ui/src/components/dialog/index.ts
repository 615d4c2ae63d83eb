export { Dialog, RequiredDialog, type DialogProps, type RequiredDialogProps } from "./dialog.tsx";
