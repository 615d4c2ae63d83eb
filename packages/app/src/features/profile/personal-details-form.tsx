import { Formik, useFormikContext } from "formik";
import { object, string } from "yup";
import { useLingui } from "@lingui/react/macro";
import {
  coreApi,
  message,
  profileApi,
  selectUser,
  toastActions,
  type User,
  ZIP_CODE_PATTERN,
} from "@casino/core";
import { Button } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { FormSelect, FormTextField } from "../../shared/form/form-fields.tsx";
import { formErrorKey, ServerFieldErrors } from "../../shared/form/server-errors.ts";
import { StackedForm } from "../../shared/form/styled-form.tsx";
import { asRequestError } from "../../shared/request-error.ts";
import { useAppDispatch, useAppSelector, useMutation, useQuery } from "@casino/core/react";

/** Values of the personal details form (selects hold strings). */
export interface PersonalDetailsValues {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender: string;
  country_code: string;
  state_id: string;
  city_id: string;
  address: string;
  zipcode: string;
}

const optionalText = (max: number, field: string) =>
  string().default("").max(max, message("max_length", { field, max }));

const schema = object({
  first_name: optionalText(100, "first_name"),
  last_name: optionalText(100, "last_name"),
  address: optionalText(255, "address"),
  zipcode: string()
    .default("")
    .test("zipcode", message("zipcode_wrong_format"), (v) => !v || ZIP_CODE_PATTERN.test(v.trim())),
});

/** The form values of a player's current details. */
export function personalDetailsOf(user: User | null): PersonalDetailsValues {
  const info = user?.player_information;
  return {
    first_name: info?.first_name ?? "",
    last_name: info?.last_name ?? "",
    date_of_birth: info?.date_of_birth ?? "",
    gender: info?.gender ?? "",
    country_code: info?.country_code ?? "",
    state_id: info?.state_id ? String(info.state_id) : "",
    city_id: info?.city_id ? String(info.city_id) : "",
    address: info?.address ?? "",
    zipcode: info?.zipcode ?? "",
  };
}

/** The PATCH body: only the fields that changed; cleared optional fields become null. */
export function changedDetails(
  initial: PersonalDetailsValues,
  values: PersonalDetailsValues,
): Record<string, string | number | null> {
  const body: Record<string, string | number | null> = {};
  for (const key of Object.keys(values) as (keyof PersonalDetailsValues)[]) {
    const value = values[key].trim();
    if (value === initial[key].trim()) continue;
    if (key === "state_id" || key === "city_id") body[key] = value ? Number(value) : null;
    else if (value === "" && (key === "gender" || key === "address" || key === "zipcode"))
      body[key] = null;
    else if (value !== "") body[key] = value;
  }
  return body;
}

function LocationSelects() {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<PersonalDetailsValues>();
  const countries = useQuery(coreApi.endpoints.countries, undefined).data ?? [];
  // A country's states once one is chosen, then a state's cities.
  const stateId = values.state_id ? Number(values.state_id) : 0;
  const { states: statesOf, cities: citiesOf } = coreApi.endpoints;
  const states = useQuery(statesOf, values.country_code, { skip: !values.country_code }).data ?? [];
  const cities = useQuery(citiesOf, stateId, { skip: !stateId }).data ?? [];
  return (
    <>
      <FormSelect
        name="country_code"
        label={t`Country`}
        placeholder={t`Choose a country`}
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
        onValueChange={() => {
          void setFieldValue("state_id", "");
          void setFieldValue("city_id", "");
        }}
      />
      <FormSelect
        name="state_id"
        label={t`State or region`}
        placeholder={t`Choose a state or region`}
        disabled={!values.country_code}
        options={states.map((s) => ({ value: String(s.id), label: s.name }))}
        onValueChange={() => void setFieldValue("city_id", "")}
      />
      <FormSelect
        name="city_id"
        label={t`City`}
        placeholder={t`Choose a city`}
        disabled={!values.state_id}
        options={cities.map((c) => ({ value: String(c.id), label: c.name }))}
      />
    </>
  );
}

/** Personal details of `/profile/my-profile`, with country, state and city loaded on demand. */
export function PersonalDetailsForm() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [update, { isLoading, error }] = useMutation(profileApi.endpoints.updatePersonalDetail);
  const failure = asRequestError(error);
  const initial = personalDetailsOf(user);
  return (
    <Formik
      enableReinitialize
      initialValues={initial}
      validationSchema={schema}
      onSubmit={async (values) => {
        const body = changedDetails(initial, values);
        if (Object.keys(body).length === 0) return;
        const result = await update(body);
        if ("data" in result) {
          dispatch(toastActions.queued({ kind: "success", message: "user_info_updated" }));
        }
      }}
    >
      <StackedForm aria-label={t`Personal details`}>
        <ServerFieldErrors error={failure} />
        <FormTextField name="first_name" label={t`First name`} autoComplete="given-name" />
        <FormTextField name="last_name" label={t`Last name`} autoComplete="family-name" />
        <FormTextField
          name="date_of_birth"
          type="date"
          label={t`Date of birth`}
          autoComplete="bday"
        />
        <FormSelect
          name="gender"
          label={t`Gender`}
          placeholder={t`Prefer not to say`}
          options={[
            { value: "female", label: t`Female` },
            { value: "male", label: t`Male` },
            { value: "other", label: t`Other` },
          ]}
        />
        <LocationSelects />
        <FormTextField name="address" label={t`Address`} autoComplete="street-address" />
        <FormTextField
          name="zipcode"
          label={t`Zip code`}
          inputMode="numeric"
          autoComplete="postal-code"
        />
        <FormAlert message={formErrorKey(failure, Object.keys(initial))} />
        <Button type="submit" loading={isLoading} loadingLabel={t`Saving`}>
          {t`Save details`}
        </Button>
      </StackedForm>
    </Formik>
  );
}
