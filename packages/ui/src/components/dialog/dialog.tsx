import { type ReactNode, useId } from "react";
import styled, { keyframes } from "styled-components";
import { stack, textStyle } from "../../theme/layout.ts";
import { media } from "../../tokens/index.ts";
import { ModalLayer } from "./modal-layer.tsx";
import { ModalBody, ModalClose, ModalFooter } from "./modal-parts.tsx";

export interface DialogProps {
  open: boolean;
  /** Escape, the close button or a backdrop click. */
  onClose: () => void;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Optional text under the title; becomes the accessible description. */
  description?: ReactNode;
  /** Name of the close button, e.g. "Close". */
  closeLabel: string;
  children?: ReactNode;
  /** Action buttons at the bottom. */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  /** Use `alertdialog` for confirmations that need an answer. */
  role?: "dialog" | "alertdialog";
  container?: Element | null;
}

/**
 * A dialog that needs its answer before anything else: the props of {@link Dialog} without the
 * ways to close it (its own buttons are the ways out).
 */
export type RequiredDialogProps = Omit<DialogProps, "onClose" | "closeLabel" | "closeOnBackdrop">;

const widths = { sm: "24rem", md: "32rem", lg: "48rem" } as const;

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Layer = styled(ModalLayer)`
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  ${media.down("sm")} {
    align-items: flex-end;
    padding: 0;
  }
`;

const Panel = styled.div<{ $size: "sm" | "md" | "lg" }>`
  ${stack()}
  inline-size: 100%;
  max-inline-size: ${({ $size }) => widths[$size]};
  max-block-size: calc(100dvh - ${({ theme }) => theme.space.xxxl});
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg}, ${({ theme }) => theme.shadows.glowPrimary};
  animation: ${rise} ${({ theme }) => theme.motion.duration.slow}
    ${({ theme }) => theme.motion.easing.enter};
  ${media.down("sm")} {
    max-inline-size: none;
    border-end-start-radius: 0;
    border-end-end-radius: 0;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  padding-block-end: ${({ theme }) => theme.space.sm};
`;

const Titles = styled.div`
  flex: 1;
  ${stack("xs")}
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
`;

const Description = styled.p`
  ${textStyle("sm", "textMuted")}
`;

const Footer = styled(ModalFooter)`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * A modal dialog: portal, `aria-modal`, named by its title, focus trapped
 * inside and returned to the opener on close; Escape closes only the topmost
 * of stacked dialogs.
 */
export function Dialog(props: DialogProps) {
  return <DialogFrame {...props} />;
}

/**
 * A modal dialog the player must answer (e.g. a confirmation that blocks play): as {@link Dialog},
 * but without a close button, and Escape and a backdrop click leave it open.
 */
export function RequiredDialog(props: RequiredDialogProps) {
  return <DialogFrame {...props} closeOnBackdrop={false} />;
}

function DialogFrame({
  open,
  onClose,
  title,
  description,
  closeLabel,
  children,
  footer,
  size = "md",
  closeOnBackdrop = true,
  role = "dialog",
  container,
}: RequiredDialogProps & Partial<Pick<DialogProps, "onClose" | "closeLabel" | "closeOnBackdrop">>) {
  const id = useId();
  return (
    <Layer
      open={open}
      onClose={onClose}
      layer="dialog"
      closeOnBackdrop={closeOnBackdrop}
      container={container}
    >
      <Panel
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        $size={size}
      >
        <Header>
          <Titles>
            <Title id={`${id}-title`}>{title}</Title>
            {description ? <Description id={`${id}-description`}>{description}</Description> : null}
          </Titles>
          {onClose && closeLabel !== undefined ? (
            <ModalClose label={closeLabel} onClose={onClose} />
          ) : null}
        </Header>
        {children ? <ModalBody>{children}</ModalBody> : null}
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Layer>
  );
}
