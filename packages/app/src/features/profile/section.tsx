import type { ReactNode } from "react";
import { Page, Panel, type PageProps } from "@casino/ui";

/**
 * A titled panel of a profile page: a heading, not a landmark (its titles repeat the labels of the
 * fields inside, "New password" above "New password").
 */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Panel title={title} headingLevel={2} landmark={false}>
      {children}
    </Panel>
  );
}

/** Profile pages' column: reading width, its panels `xl` apart. */
export function Column(props: PageProps) {
  return <Page width="reading" gap="xl" {...props} />;
}
