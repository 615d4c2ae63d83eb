import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Tabs, type TabItem, Page } from "@casino/ui";
import { PageTitle } from "../page/index.ts";

export interface TabbedPageProps {
  /** The page's title, also the accessible name of its tabs. */
  title: string;
  tabs: TabItem[];
  /** The shown tab, read from the address bar (`?tab=`). */
  value: string;
  /** Shown under the tabs (e.g. the bet feeds). */
  children?: ReactNode;
}

/**
 * A competitions page of tabs (live, finished…): the title, then the tabs with the chosen one in
 * the address bar (`?tab=`; none for the first tab, so its address stays short).
 */
export function TabbedPage({ title, tabs, value, children }: TabbedPageProps) {
  const [, setParams] = useSearchParams();
  const first = tabs[0]?.id;
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <Tabs
        label={title}
        tabs={tabs}
        value={value}
        onValueChange={(id) => setParams(id === first ? {} : { tab: id })}
      />
      {children}
    </Page>
  );
}
