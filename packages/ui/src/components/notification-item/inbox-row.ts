import { css } from "styled-components";

/**
 * A full-width row of an inbox list that opens its entry (a notification, a support
 * conversation): a padded, rounded button with text laid out from the start.
 */
export const inboxRow = css`
  inline-size: 100%;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`;
