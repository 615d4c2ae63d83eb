import { Page, type PageProps } from "@casino/ui";

/**
 * What is left of the app's private layout kit, for the originals screens only until they move
 * onto `@casino/ui` (`Page`, `fieldWithButton`). New code imports those from `@casino/ui`.
 */
export { fieldWithButton } from "@casino/ui";

/**
 * A page's column: the kit's `Page` (use it directly). A `$max` asks for the reading column
 * instead of the wide one.
 */
export function PageColumn({ $max, ...rest }: Omit<PageProps, "width"> & { $max?: string }) {
  return <Page width={$max ? "reading" : "wide"} {...rest} />;
}
