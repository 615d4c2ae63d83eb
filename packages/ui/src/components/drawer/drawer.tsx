import { type ReactNode, useId } from "react";
import styled, { css, keyframes } from "styled-components";
import { inline, stack } from "../../theme/layout.ts";
import { ModalLayer } from "../dialog/modal-layer.tsx";
import { ModalBody, ModalClose, ModalFooter } from "../dialog/modal-parts.tsx";
import { visuallyHidden } from "../visually-hidden/index.ts";

export type DrawerPlacement = "start" | "end" | "bottom";

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Heading; also the drawer's accessible name. */
  title: ReactNode;
  /** Hide the heading visually (it still names the drawer). */
  hideTitle?: boolean;
  closeLabel: string;
  /** `start` / `end` follow the reading direction (left / right in LTR). */
  placement?: DrawerPlacement;
  children?: ReactNode;
  footer?: ReactNode;
  closeOnBackdrop?: boolean;
  container?: Element | null;
}

const slideInline = keyframes`
  from { transform: translateX(var(--drawer-from)); }
  to { transform: none; }
`;
const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;

const Layer = styled(ModalLayer)<{ $placement: DrawerPlacement }>`
  justify-content: ${({ $placement }) => ($placement === "end" ? "flex-end" : "flex-start")};
  align-items: ${({ $placement }) => ($placement === "bottom" ? "flex-end" : "stretch")};
`;

const Panel = styled.div<{ $placement: DrawerPlacement }>`
  ${stack()}
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ $placement, theme }) =>
    $placement === "bottom"
      ? css`
          inline-size: 100%;
          max-block-size: 85dvh;
          border-start-start-radius: ${theme.radii.xl};
          border-start-end-radius: ${theme.radii.xl};
          animation: ${slideUp} ${theme.motion.duration.slow} ${theme.motion.easing.enter};
        `
      : css`
          --drawer-from: ${$placement === "start" ? "-100%" : "100%"};
          [dir="rtl"] & {
            --drawer-from: ${$placement === "start" ? "100%" : "-100%"};
          }
          inline-size: min(22rem, 88vw);
          block-size: 100%;
          animation: ${slideInline} ${theme.motion.duration.slow} ${theme.motion.easing.enter};
        `}
`;

const Header = styled.div<{ $hidden: boolean }>`
  ${inline("md")}
  justify-content: ${({ $hidden }) => ($hidden ? "flex-end" : "space-between")};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`;

/**
 * A modal side (or bottom) panel: the side menu, wallet panel or filters.
 * Same guarantees as Dialog: labelled, focus trapped and restored, Escape
 * closes only the topmost layer.
 */
export function Drawer({
  open,
  onClose,
  title,
  hideTitle = false,
  closeLabel,
  placement = "start",
  children,
  footer,
  closeOnBackdrop = true,
  container,
}: DrawerProps) {
  const id = useId();
  return (
    <Layer
      open={open}
      onClose={onClose}
      layer="drawer"
      closeOnBackdrop={closeOnBackdrop}
      container={container}
      $placement={placement}
    >
      <Panel role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} $placement={placement}>
        <Header $hidden={hideTitle}>
          <Title id={`${id}-title`} $hidden={hideTitle}>
            {title}
          </Title>
          <ModalClose label={closeLabel} onClose={onClose} />
        </Header>
        <ModalBody>{children}</ModalBody>
        {footer ? <ModalFooter>{footer}</ModalFooter> : null}
      </Panel>
    </Layer>
  );
}
