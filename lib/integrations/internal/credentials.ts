import { config } from "@/lib/config";
import { openText, sealText } from "@/lib/crypto/sealed-text";

const PURPOSE = "integration-credentials";

/** Credentials are sealed at rest under a key derived from AUTH_SECRET for this purpose alone (docs/api.md "Integrations"). */
export function sealCredentials(credentials: Record<string, unknown>): string | null {
  return Object.keys(credentials).length === 0 ? null : sealText(PURPOSE, JSON.stringify(credentials), config.authSecret);
}

export function openCredentials(ciphertext: string | null): Record<string, unknown> {
  if (!ciphertext) return {};
  return JSON.parse(openText(PURPOSE, ciphertext, config.authSecret)) as Record<string, unknown>;
}

/** The names of the fields that carry a value, so the console can show "set" without opening anything. */
export function credentialFieldsOf(credentials: Record<string, unknown>): string[] {
  return Object.entries(credentials)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([key]) => key)
    .sort();
}
