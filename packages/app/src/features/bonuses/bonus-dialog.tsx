import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { bonusesActions, type BonusTab } from "@casino/core";
import { Dialog, Tabs } from "@casino/ui";
import { useAppDispatch } from "@casino/core/react";
import { BonusCodeForm } from "./bonus-code-form.tsx";
import { BonusList } from "./bonus-list.tsx";

const tabs: readonly BonusTab[] = ["available", "active", "history"];

/**
 * The bonus dialog (spec: tabs Available, Active, History): the bonus code field on top of the
 * Available tab, each bonus with its type, amount, wagering, expiry, terms and actions.
 */
export function BonusDialog({ initialTab = "available" }: { initialTab?: BonusTab }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [tab, setTab] = useState<BonusTab>(initialTab);
  return (
    <Dialog
      open
      onClose={() => dispatch(bonusesActions.dialogClosed())}
      title={t`Bonuses`}
      closeLabel={t`Close`}
      size="md"
    >
      <Tabs
        label={t`Bonuses`}
        fitted
        value={tab}
        onValueChange={(id) => {
          if ((tabs as readonly string[]).includes(id)) setTab(id as BonusTab);
        }}
        tabs={[
          {
            id: "available",
            label: t`Available`,
            content: (
              <>
                <BonusCodeForm />
                <BonusList tab="available" />
              </>
            ),
          },
          { id: "active", label: t`Active`, content: <BonusList tab="active" /> },
          { id: "history", label: t`History`, content: <BonusList tab="history" /> },
        ]}
      />
    </Dialog>
  );
}
