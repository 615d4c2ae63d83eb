/**
 * Password hashing (scrypt), token generation and hashing, signed values and
 * constant-time comparison. Nothing here stores a secret in plain text.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
} from "node:crypto";

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 } as const;

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  N: number,
  r: number,
  p: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { N, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with scrypt and a random salt.
 * @returns `scrypt$N$r$p$salt$hash` (salt and hash in base64url)
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keyLength, SCRYPT.N, SCRYPT.r, SCRYPT.p);
  return [
    "scrypt",
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

/**
 * Checks a password against a hash from {@link hashPassword}, in constant time.
 * A missing or malformed hash never matches.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parts = stored?.split("$") ?? [];
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, "base64url");
  const key = await scryptAsync(
    password,
    Buffer.from(salt, "base64url"),
    expected.length,
    Number(n),
    Number(r),
    Number(p),
  );
  return timingSafeEqual(key, expected);
}

/** Compares two strings in constant time (for equal lengths; unequal lengths never match). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

/** SHA-256 hex digest: how tokens and codes are stored. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** HMAC-SHA256 hex signature of `value` with `key`. */
export function hmac(key: string, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex");
}

/** A random URL-safe token with `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** A random string of `length` decimal digits (OTP codes). */
export function randomDigits(length: number): string {
  let digits = "";
  for (let i = 0; i < length; i++) digits += String(randomInt(10));
  return digits;
}

/** A recovery code: two groups of 10 letters or digits joined by a hyphen (the contract's RecoveryCode). */
export function randomRecoveryCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";
  const group = () =>
    Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join("");
  return `${group()}-${group()}`;
}

/** SHA-1 hex digest (the contract's e-mail verification `hash`). */
export function sha1(value: string): string {
  return createHash("sha1").update(value).digest("hex");
}

function aesKey(secret: string): Buffer {
  return createHash("sha256").update(`sandbox-encryption:${secret}`).digest();
}

/** Encrypts a value that must be read back later (TOTP secrets, recovery codes) with AES-256-GCM. */
export function encrypt(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", aesKey(secret), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString("base64url")).join(".");
}

/** Decrypts a value from {@link encrypt}; throws when it was tampered with or the key differs. */
export function decrypt(secret: string, sealed: string): string {
  const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !data) throw new Error("Malformed encrypted value");
  const decipher = createDecipheriv("aes-256-gcm", aesKey(secret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
}
