import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { RateLimiterRes } from "rate-limiter-flexible";
import { config } from "@/lib/config";
import { openText, sealText } from "@/lib/crypto/sealed-text";
import { postgresLimiter } from "@/lib/http/rate-limit";

// Its own key derivation: a sealed TOTP secret never opens as an integration credential, and back.
const PURPOSE = "totp";
const PERIOD_SECONDS = 30;
const ISSUER = "Compliance Platform";

export function sealTotpSecret(base32: string): string {
  return sealText(PURPOSE, base32, config.authSecret);
}

export function openTotpSecret(stored: string): string {
  return openText(PURPOSE, stored, config.authSecret);
}

function totpOf(base32: string, label = "") {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(base32), algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS });
}

/** A new 160-bit secret (RFC 4226's recommended size), its otpauth:// URI and the URI as a QR image (SVG data URL). */
export async function newTotpEnrolment(label: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUri = totpOf(secret, label).toString();
  const svg = await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

export function isTotpCodeShape(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ""));
}

/** The time step a six-digit code belongs to, within one step either side of `now` (clock drift), or undefined. */
export function totpStepOf(base32: string, code: string, now: Date): number | undefined {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(base32).validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** A used step is remembered past the ±1 step window, so the same code cannot open a second session. */
let usedSteps: ReturnType<typeof postgresLimiter> | undefined;

/**
 * Claims a user's time step once, across instances (the credential-limit table, an atomic upsert). A code seen
 * before answers false. The users table has no "last step" column, so each accepted step is its own short-lived key.
 */
export async function claimTotpStep(userId: string, step: number): Promise<boolean> {
  usedSteps ??= postgresLimiter({ keyPrefix: "totp_step", points: 1, duration: PERIOD_SECONDS * 4, sweep: true });
  try {
    await usedSteps.consume(`${userId}:${step}`);
    return true;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    throw rejection;
  }
}
