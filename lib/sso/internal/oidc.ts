import * as client from "openid-client";
import { config } from "@/lib/config";
import { idpFetch } from "./idp-fetch";
import { openClientSecret, oidcSettings, type ConnectionRow } from "./settings";

// The relying party (openid-client): discovery, then the authorization code flow with PKCE, state and nonce.

const DISCOVERY_TTL_MS = 5 * 60_000;
const discovered = new Map<string, { at: number; config: client.Configuration }>();

function options(): client.DiscoveryRequestOptions {
  return {
    [client.customFetch]: (url: string, init: client.CustomFetchOptions) => idpFetch(url, init as RequestInit),
    execute: config.sso.allowInsecureIdp ? [client.allowInsecureRequests] : [],
  };
}

/** The provider's configuration for a connection, discovered at most every five minutes (keyed by its last change). */
export async function oidcConfiguration(row: ConnectionRow): Promise<client.Configuration> {
  const key = `${row.id}:${row.updatedAt.getTime()}`;
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const settings = oidcSettings(row);
  const secret = row.secretCiphertext ? openClientSecret(row.secretCiphertext) : undefined;
  const configuration = await client.discovery(new URL(settings.issuer), settings.clientId, undefined, client.ClientSecretBasic(secret), options());
  for (const old of discovered.keys()) if (old.startsWith(`${row.id}:`)) discovered.delete(old);
  discovered.set(key, { at: Date.now(), config: configuration });
  return configuration;
}

/** Discovery with a throwaway secret: does the issuer answer a valid OpenID configuration? */
export async function checkDiscovery(issuer: string, clientId: string): Promise<client.Configuration> {
  return client.discovery(new URL(issuer), clientId, undefined, client.None(), options());
}

export { client };
