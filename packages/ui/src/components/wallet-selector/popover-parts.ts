import styled, { css } from "styled-components";
import { plainList } from "../../theme/layout.ts";

/**
 * The pieces the kit's popovers (wallet selector, language picker, account menu) are drawn
 * with, beside `usePopover`: each places its popup against its trigger on top of these.
 */

/** Wraps the trigger and the popup, which is placed against it. */
export const PopoverAnchor = styled.div`
  position: relative;
  display: inline-flex;
`;

/** The raised panel that opens over the page (its placement is the popover's own). */
export const popupPanel = css`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

/** A plain list inset from its frame's edge: a popup's options or menu items. */
export const insetList = css`
  ${plainList}
  padding: ${({ theme }) => theme.space.xs};
`;
