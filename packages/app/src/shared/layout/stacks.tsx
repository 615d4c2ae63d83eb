import styled from "styled-components";
import { stack } from "@casino/ui";

/**
 * What is left of the app's private layout kit, for the originals screens only until they move
 * onto `@casino/ui` (`Page`, `fieldWithButton`). New code imports those from `@casino/ui`.
 */
export { fieldWithButton } from "@casino/ui";

/** A page's column (use `Page` from `@casino/ui`). */
export const PageColumn = styled.div<{ $max?: string }>`
  ${stack("lg")}
  inline-size: 100%;
  max-inline-size: ${({ $max = "72rem" }) => $max};
  min-inline-size: 0;
`;
