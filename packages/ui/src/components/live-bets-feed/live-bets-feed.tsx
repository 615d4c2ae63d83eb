import { type ReactNode } from "react";
import styled from "styled-components";
import { Spinner } from "../spinner/index.ts";
import { Tabs } from "../tabs/index.ts";
import {
  LiveBetsTable,
  type LiveBet,
  type LiveBetIdLabels,
  type LiveBetsColumnLabels,
} from "./live-bets-table.tsx";

/** The feed's tabs: all latest bets, high rollers, and the player's own bets. */
export type LiveBetsTab = "latest" | "high_rollers" | "mine";

export interface LiveBetsFeedProps {
  /** The tab shown (controlled). */
  tab: LiveBetsTab;
  onTabChange: (tab: LiveBetsTab) => void;
  /** Bets of the shown tab, newest first. */
  bets: LiveBet[];
  /** Tab names, already translated. */
  tabLabels: Record<LiveBetsTab, string>;
  /** Offer the "mine" tab (signed-in players only). */
  showMine?: boolean;
  columns: LiveBetsColumnLabels;
  /** Accessible name of the tab list, e.g. "Live bets". */
  label: string;
  locale: string;
  hiddenPlayerLabel: string;
  /** Rows kept on screen (default 10): the feed is bounded however fast bets arrive. */
  maxRows?: number;
  /** Shown when the tab has no bets. */
  empty?: ReactNode;
  /** The tab's bets are loading (shows a spinner instead of the empty text). */
  loading?: boolean;
  /** Spinner label, e.g. "Loading bets". */
  loadingLabel?: string;
  onGameClick?: (bet: LiveBet) => void;
  /** Show each bet's id under its game, with a copy button. */
  betId?: LiveBetIdLabels;
  className?: string;
}

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

/** Live bets feed with latest / high rollers / mine tabs and a bounded table of bets. */
export function LiveBetsFeed({
  tab,
  onTabChange,
  bets,
  tabLabels,
  showMine = true,
  columns,
  label,
  locale,
  hiddenPlayerLabel,
  maxRows = 10,
  empty,
  loading = false,
  loadingLabel = "",
  onGameClick,
  betId,
  className,
}: LiveBetsFeedProps) {
  const ids: LiveBetsTab[] = showMine
    ? ["latest", "high_rollers", "mine"]
    : ["latest", "high_rollers"];
  const shown = ids.includes(tab) ? tab : "latest";
  const content =
    bets.length === 0 ? (
      <Empty>{loading ? <Spinner label={loadingLabel} /> : empty}</Empty>
    ) : (
      <Scroll>
        <LiveBetsTable
          bets={bets}
          columns={columns}
          caption={tabLabels[shown]}
          locale={locale}
          hiddenPlayerLabel={hiddenPlayerLabel}
          maxRows={maxRows}
          onGameClick={onGameClick}
          betId={betId}
        />
      </Scroll>
    );
  return (
    <Tabs
      className={className}
      label={label}
      value={shown}
      onValueChange={(id) => onTabChange(id as LiveBetsTab)}
      tabs={ids.map((id) => ({ id, label: tabLabels[id], content: id === shown ? content : null }))}
    />
  );
}
