/**
 * The password rules, with their message keys: 8 to 32
 * characters, at least one digit, lowercase letter, uppercase letter and ASCII
 * punctuation character, and nothing else.
 */
const SPECIAL = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;

function hasSpecial(value: string): boolean {
  return [...value].some((c) => SPECIAL.includes(c));
}

/** The message keys a password fails (empty when it is acceptable). */
export function passwordKeys(value: unknown): string[] {
  if (typeof value !== "string" || value.trim() === "") return ["required"];
  const keys: string[] = [];
  if (value.length < 8 || value.length > 32) keys.push("validation_message.pw_length");
  if (!/[0-9]/.test(value)) keys.push("validation_message.numeric");
  if (!/[a-z]/.test(value)) keys.push("validation_message.lowercase");
  if (!/[A-Z]/.test(value)) keys.push("validation_message.uppercase");
  if (!hasSpecial(value)) keys.push("validation_message.special_character");
  if ([...value].some((c) => !/[0-9A-Za-z]/.test(c) && !SPECIAL.includes(c)))
    keys.push("password_wrong_format");
  return keys;
}

/** The contract's `Email.pattern` (the client's form checks the same). */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

/** An e-mail address: the contract's `Email` (at most 255 characters, its pattern). */
export function isEmail(value: string): boolean {
  return value.length <= 255 && EMAIL.test(value);
}

/** Sign-in identity: an e-mail address (the contract's `Email`), or a username (`Username`). */
export function isEmailOrUsername(value: string): boolean {
  return (value.length <= 255 && EMAIL.test(value)) || /^[a-z0-9_.]{3,20}$/.test(value);
}
