import styled from "styled-components";
import { IconButton } from "../icon-button/index.ts";
import { CloseIcon } from "../icons/index.ts";

/** The scrolling content of a dialog or drawer, between its header and footer. */
export const ModalBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding-inline: ${({ theme }) => theme.space.lg};
  padding-block-end: ${({ theme }) => theme.space.lg};
`;

/** The actions row under a dialog's or drawer's content, set off by a rule. */
export const ModalFooter = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-block-start: ${({ theme }) => theme.sizes.border} solid
    ${({ theme }) => theme.colors.border};
`;

/** The close button in a dialog's or drawer's header. */
export function ModalClose({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <IconButton label={label} size="sm" onClick={onClose}>
      <CloseIcon size="iconSm" />
    </IconButton>
  );
}
