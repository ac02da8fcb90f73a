import { config } from "@/lib/config";
import type { AnyConnector } from "@/lib/connectors";
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

/**
 * A stored integration's settings as its connector reads them, credentials opened; `invalid` names which part no longer
 * fits the provider's schema (each caller says so in its own words).
 */
export function storedSettings(
  connector: Pick<AnyConnector, "configSchema" | "credentialSchema">,
  row: { config: unknown; credentialsCiphertext: string | null },
): { config: unknown; credentials: unknown; invalid: null } | { invalid: "config" | "credentials" } {
  const parsedConfig = connector.configSchema.safeParse(row.config);
  if (!parsedConfig.success) return { invalid: "config" };
  const parsedCredentials = connector.credentialSchema.safeParse(openCredentials(row.credentialsCiphertext));
  if (!parsedCredentials.success) return { invalid: "credentials" };
  return { config: parsedConfig.data, credentials: parsedCredentials.data, invalid: null };
}
