/**
 * The contract's `User` object for a player row.
 */
import type { User } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { consentRequired } from "./consent.ts";

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** True when the details `/complete-information` asks for are all present. */
export function isCompleted(user: User): boolean {
  return Boolean(
    user.email && user.first_name && user.last_name && user.date_of_birth && user.country_code,
  );
}

/** Presents a player as the contract's `User`. */
export function presentUser(user: User): Schemas["User"] {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    email_verified_at: iso(user.email_verified_at),
    lang: user.lang as Schemas["Locale"],
    avatar: user.avatar_url,
    login_method: user.login_method as Schemas["LoginMethod"],
    two_factor_enabled: user.two_factor_secret !== null,
    two_factor_confirmed_at: iso(user.two_factor_confirmed_at),
    vip_level: user.vip_level as Schemas["VipLevel"],
    referral_code: user.referral_code,
    is_completed: isCompleted(user),
    created_at: user.created_at.toISOString(),
    hide_name: user.hide_name,
    consent_required: consentRequired(user),
    player_information: {
      wallet_currency: user.wallet_currency,
      first_name: user.first_name,
      last_name: user.last_name,
      date_of_birth: user.date_of_birth,
      gender: user.gender as Schemas["PlayerInformation"]["gender"],
      country_code: user.country_code,
      state_id: user.state_id,
      city_id: user.city_id,
      address: user.address,
      zipcode: user.zipcode,
      phone_code: user.phone_code,
      phone: user.phone,
      phone_verified_at: iso(user.phone_verified_at),
    },
  };
}
