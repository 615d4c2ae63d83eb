import "styled-components";
import type { Theme } from "@casino/ui";

declare module "styled-components" {
  // The kit's theme is the theme of every styled component in the app.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
export {};
