import { useState, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { responsibleGamingApi, sessionActions, type ResponsibleGaming } from "@casino/core";
import { useMutation, useAppDispatch } from "@casino/core/react";
import {
  Banner,
  Button,
  Checkbox,
  Dialog,
  PasswordField,
  Select,
  Skeleton,
  Inline,
  Stack,
  Text,
} from "@casino/ui";
import { asRequestError } from "../../shared/request-error.ts";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";
import {
  COOL_OFF_CHOICES,
  endAfterHours,
  endAfterMonths,
  formatHours,
  formatMonths,
  SELF_EXCLUSION_CHOICES,
} from "./durations.ts";
import { formatWhen } from "./refusal-message.ts";

const active = (until: string | null) => !!until && Date.parse(until) > Date.now();

interface ConfirmBreakDialogProps {
  open: boolean;
  onClose: () => void;
  /** The question, naming the end, e.g. "Take a break until …?" */
  title: string;
  /** The danger action, e.g. "Start the break". */
  confirmLabel: string;
  /** The confirmation is being saved. */
  saving: boolean;
  onConfirm: () => void;
  /** What it means, and its errors. */
  children: ReactNode;
}

/** The alert dialog that confirms a break: Cancel, or the danger action (busy while saving). */
function ConfirmBreakDialog({
  open,
  onClose,
  title,
  confirmLabel,
  saving,
  onConfirm,
  children,
}: ConfirmBreakDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={title}
      closeLabel={t`Close`}
      footer={
        <Inline gap="sm" justify="end">
          <Button variant="secondary" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button variant="danger" loading={saving} loadingLabel={t`Saving`} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Inline>
      }
    >
      <Stack gap="md">{children}</Stack>
    </Dialog>
  );
}

/**
 * A cool-off (24 hours to 6 weeks): bets and deposits pause, sign-in and withdrawals stay. The
 * player picks a length, then confirms in a dialog that names the end; it cannot be shortened.
 */
export function CoolOffSection({ settings }: { settings: ResponsibleGaming | undefined }) {
  const { t, i18n } = useLingui();
  const translate = useTranslateMessage();
  const [hours, setHours] = useState<number>(COOL_OFF_CHOICES[0]);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [start, state] = useMutation(responsibleGamingApi.endpoints.startCoolOff);
  if (!settings) return <Skeleton lines={2} />;
  const coolOffEnd = settings.cool_off_until;
  const until = active(coolOffEnd) ? formatWhen(i18n, coolOffEnd!) : null;
  const end = formatWhen(i18n, endAfterHours(hours));
  return (
    <Stack gap="md">
      {until ? (
        <Banner tone="info">
          {t`You are taking a break until ${until}: betting and deposits are paused until then.`}
        </Banner>
      ) : null}
      <Text tone="subdued">
        {t`Pause betting and deposits for a while. You can still sign in and withdraw. A break cannot be shortened; a longer one extends it.`}
      </Text>
      <Inline gap="sm" justify="between">
        <Select
          label={t`Length of the break`}
          value={String(hours)}
          options={COOL_OFF_CHOICES.map((h) => ({ value: String(h), label: formatHours(i18n, h) }))}
          onChange={(event) => setHours(Number(event.target.value))}
        />
        <Button
          variant="secondary"
          onClick={() => {
            setError(null);
            setConfirming(true);
          }}
        >
          {t`Take a break`}
        </Button>
      </Inline>
      <ConfirmBreakDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Take a break until ${end}?`}
        confirmLabel={t`Start the break`}
        saving={state.isLoading}
        onConfirm={async () => {
          const result = await start(hours);
          if ("error" in result) {
            const failure = asRequestError(result.error);
            setError(translate(failure?.code ?? failure?.message));
          } else setConfirming(false);
        }}
      >
        <Text tone="subdued">
          {t`Betting and deposits stop at once and stay paused until then. You cannot end the break early.`}
        </Text>
        {error ? (
          <Text tone="subdued" role="alert">
            {error}
          </Text>
        ) : null}
      </ConfirmBreakDialog>
    </Stack>
  );
}

/**
 * Self-exclusion (6 months to 5 years): the account closes for play and deposits and every session
 * ends; it cannot be lifted early. The confirmation asks the player to tick that they understand
 * and, for accounts with a password, the password; the player is signed out after it.
 */
export function SelfExclusionSection({ settings }: { settings: ResponsibleGaming | undefined }) {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const translate = useTranslateMessage();
  const [months, setMonths] = useState<number>(SELF_EXCLUSION_CHOICES[0]);
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ understood?: string; password?: string; form?: string }>(
    {},
  );
  const [start, state] = useMutation(responsibleGamingApi.endpoints.startSelfExclusion);
  if (!settings) return <Skeleton lines={2} />;
  const excludedEnd = settings.self_excluded_until;
  const until = active(excludedEnd) ? formatWhen(i18n, excludedEnd!) : null;
  const end = formatWhen(i18n, endAfterMonths(months));
  const close = () => {
    setConfirming(false);
    setUnderstood(false);
    setPassword("");
    setErrors({});
  };
  const submit = async () => {
    if (!understood) {
      setErrors({ understood: t`Tick the box to confirm you understand.` });
      return;
    }
    setErrors({});
    const result = await start({ months, ...(password ? { current_password: password } : {}) });
    if ("error" in result) {
      const failure = asRequestError(result.error);
      const field = failure?.fieldErrors.current_password?.[0];
      if (field || failure?.code === "current_password_wrong")
        setErrors({ password: translate(field ?? failure?.code) });
      else setErrors({ form: translate(failure?.code ?? failure?.message) });
      return;
    }
    close();
    dispatch(sessionActions.logoutRequested());
  };
  return (
    <Stack gap="md">
      {until ? (
        <Banner tone="info">
          {t`You have excluded yourself until ${until}: betting and deposits are closed until then.`}
        </Banner>
      ) : null}
      <Text tone="subdued">
        {t`Close your account for play and deposits for 6 months or more. You are signed out everywhere at once and cannot sign in until it ends. It cannot be lifted or shortened.`}
      </Text>
      <Inline gap="sm" justify="between">
        <Select
          label={t`Length of the self-exclusion`}
          value={String(months)}
          options={SELF_EXCLUSION_CHOICES.map((m) => ({
            value: String(m),
            label: formatMonths(i18n, m),
          }))}
          onChange={(event) => setMonths(Number(event.target.value))}
        />
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t`Exclude myself`}
        </Button>
      </Inline>
      <ConfirmBreakDialog
        open={confirming}
        onClose={close}
        title={t`Exclude yourself until ${end}?`}
        confirmLabel={t`Exclude me`}
        saving={state.isLoading}
        onConfirm={() => void submit()}
      >
        <Text tone="subdued">
          {t`You will be signed out now and cannot sign in, bet or deposit until then. This cannot be undone early, not even by our support.`}
        </Text>
        <Checkbox
          label={t`I understand that this cannot be undone early.`}
          checked={understood}
          onChange={(event) => {
            setUnderstood(event.target.checked);
            setErrors((e) => ({ ...e, understood: undefined }));
          }}
          error={errors.understood}
        />
        <PasswordField
          label={t`Current password`}
          hint={t`Leave it empty if you have never set a password.`}
          showLabel={t`Show password`}
          hideLabel={t`Hide password`}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        {errors.form ? (
          <Text tone="subdued" role="alert">
            {errors.form}
          </Text>
        ) : null}
      </ConfirmBreakDialog>
    </Stack>
  );
}
