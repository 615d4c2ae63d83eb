import styled, { css } from "styled-components";

/**
 * The rules that hide content visually while keeping it in the accessibility tree, for styled
 * components that hide a part of themselves (a caption, a label on small screens).
 */
export const visuallyHidden = css`
  position: absolute !important;
  inline-size: 1px;
  block-size: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * Hides content visually while keeping it in the accessibility tree: for
 * labels and announcements screen-reader users need and sighted users do not.
 */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
