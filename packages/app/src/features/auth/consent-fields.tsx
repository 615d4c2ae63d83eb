import { Trans, useLingui } from "@lingui/react/macro";
import { href, routes } from "@casino/core";
import { Link } from "@casino/ui";
import { FormCheckbox } from "../../shared/form/form-fields.tsx";

/** The legal pages the terms box names (they open beside the form, which keeps its values). */
export const TERMS_PATH = href(routes.page, { id: "terms-and-conditions" });
export const PRIVACY_PATH = href(routes.page, { id: "privacy-policy" });

/** The fields of the player's consent, as the server names them. */
export const consentFieldNames = ["age_confirmed", "terms_accepted"] as const;

/**
 * The two boxes of the player's consent, the server requires both: of legal age, the terms and
 * the privacy policy accepted (links open in a new tab). The sign-up form asks them with the
 * account; the consent dialog asks them of an account that joined another way (`purpose`: what
 * a box left empty says the player cannot do yet). Inside a formik form with both fields.
 */
export function ConsentFields({ purpose }: { purpose: "sign-up" | "play" }) {
  const { t } = useLingui();
  const newTab = t`(opens in a new tab)`;
  return (
    <>
      <FormCheckbox
        name="age_confirmed"
        label={t`I am 18 years old or older`}
        requiredMessage={
          purpose === "sign-up"
            ? t`Confirm that you are at least 18 to create an account.`
            : t`Confirm that you are at least 18 to play.`
        }
      />
      <FormCheckbox
        name="terms_accepted"
        label={
          <Trans>
            I accept the{" "}
            <Link href={TERMS_PATH} external externalLabel={newTab}>
              terms and conditions
            </Link>{" "}
            and the{" "}
            <Link href={PRIVACY_PATH} external externalLabel={newTab}>
              privacy policy
            </Link>
          </Trans>
        }
        requiredMessage={
          purpose === "sign-up"
            ? t`Accept the terms and the privacy policy to create an account.`
            : t`Accept the terms and the privacy policy to play.`
        }
      />
    </>
  );
}
