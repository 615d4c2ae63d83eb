import { type ReactNode, useId } from "react";
import styled from "styled-components";
import { inline, stack, textStyle } from "../../theme/layout.ts";
import { Button } from "../button/index.ts";
import { CardProgressBar, CardTitle, type CardProgress } from "../card/card-parts.tsx";
import { GiftIcon, StarIcon, WalletIcon } from "../icons/index.ts";
import { StatusChip, type BonusStatus } from "../status-chip/index.ts";

/** The spec's bonus types. */
export const bonusTypes = [
  "cash_back_bonus",
  "welcome_bonus_offer",
  "deposit_bonus_offer",
  "free_spins_offer",
  "non_deposit_bonus",
] as const;
export type BonusType = (typeof bonusTypes)[number];

/** Statuses in which a bonus can be claimed / cancelled. */
export const claimableBonusStatuses: readonly BonusStatus[] = ["available", "unclaimed"];
export const cancellableBonusStatuses: readonly BonusStatus[] = ["claimed", "active"];

/** Wagering progress of a bonus, e.g. "Wagering", "€312.50 of €500.00". */
export type BonusWagering = CardProgress;

export interface BonusCardProps {
  type: BonusType;
  /** Translated name of the type, e.g. "Welcome offer". */
  typeLabel: string;
  title: string;
  /** The offer, e.g. "100% up to 500 USDT" or "50 free spins". */
  value?: ReactNode;
  description?: ReactNode;
  status: BonusStatus;
  /** Translated status, e.g. "Active". */
  statusLabel: string;
  /** Wagering progress of claimed / active bonuses. */
  wagering?: BonusWagering;
  /** Expiry or terms line, e.g. "Expires 12 Nov 2026". */
  footnote?: ReactNode;
  claimLabel?: string;
  onClaim?: () => void;
  claiming?: boolean;
  cancelLabel?: string;
  onCancel?: () => void;
  cancelling?: boolean;
  /** Spinner label while claiming / cancelling, e.g. "Please wait". */
  busyLabel?: string;
  className?: string;
}

type Accent = "primary" | "accent" | "success" | "warning" | "info";
/** Stripe colour, and a text colour that reads at AA on the card. */
type TextTone = "accent" | "success" | "warning" | "info" | "link";
const typeStyle: Record<BonusType, { accent: Accent; text: TextTone; Icon: typeof GiftIcon }> = {
  cash_back_bonus: { accent: "success", text: "success", Icon: WalletIcon },
  welcome_bonus_offer: { accent: "primary", text: "link", Icon: GiftIcon },
  deposit_bonus_offer: { accent: "accent", text: "accent", Icon: GiftIcon },
  free_spins_offer: { accent: "warning", text: "warning", Icon: StarIcon },
  non_deposit_bonus: { accent: "info", text: "info", Icon: GiftIcon },
};

const Card = styled.article<{ $accent: Accent; $muted: boolean }>`
  ${stack("md")}
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-block-start: ${({ theme }) => theme.space.xs} solid
    ${({ theme, $accent }) => theme.colors[$accent]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${({ $muted }) => ($muted ? "filter: saturate(0.4);" : "")}
`;

const Header = styled.div`
  ${inline("sm")}
  justify-content: space-between;
`;

const Type = styled.span<{ $tone: TextTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-family: ${({ theme }) => theme.typography.fonts.display};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacings.wide};
  text-transform: uppercase;
`;

const Value = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeights.black};
`;

const Text = styled.div`
  ${textStyle("sm", "textMuted")}
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: auto;
`;

/**
 * A bonus of the player's bonus list: type, offer, status, wagering progress
 * and the claim / cancel action its status allows.
 */
export function BonusCard({
  type,
  typeLabel,
  title,
  value,
  description,
  status,
  statusLabel,
  wagering,
  footnote,
  claimLabel,
  onClaim,
  claiming = false,
  cancelLabel,
  onCancel,
  cancelling = false,
  busyLabel,
  className,
}: BonusCardProps) {
  const titleId = useId();
  const { accent, text, Icon } = typeStyle[type];
  const canClaim = claimableBonusStatuses.includes(status) && onClaim && claimLabel;
  const canCancel = cancellableBonusStatuses.includes(status) && onCancel && cancelLabel;
  const finished = status === "completed" || status === "expired" || status === "busted";
  return (
    <Card
      aria-labelledby={titleId}
      $accent={accent}
      $muted={finished}
      className={className}
      data-type={type}
    >
      <Header>
        <Type $tone={text}>
          <Icon size="iconSm" />
          {typeLabel}
        </Type>
        <StatusChip kind="bonus" status={status} label={statusLabel} />
      </Header>
      <CardTitle id={titleId}>{title}</CardTitle>
      {value ? <Value>{value}</Value> : null}
      {description ? <Text>{description}</Text> : null}
      {wagering ? <CardProgressBar progress={wagering} tone="accent" /> : null}
      {footnote ? <Text>{footnote}</Text> : null}
      {canClaim || canCancel ? (
        <Actions>
          {canClaim ? (
            <Button
              onClick={onClaim}
              loading={claiming}
              loadingLabel={busyLabel}
              aria-describedby={titleId}
            >
              {claimLabel}
            </Button>
          ) : null}
          {canCancel ? (
            <Button
              variant="secondary"
              onClick={onCancel}
              loading={cancelling}
              loadingLabel={busyLabel}
              aria-describedby={titleId}
            >
              {cancelLabel}
            </Button>
          ) : null}
        </Actions>
      ) : null}
    </Card>
  );
}
