import type { ssoConnections } from "@/db/sso";
import { config } from "@/lib/config";
import { openText, sealText } from "@/lib/crypto/sealed-text";

// What a connection's `settings` column holds per protocol, and the URLs to paste into the identity provider.

export type ConnectionRow = typeof ssoConnections.$inferSelect;

export interface OidcSettings {
  issuer: string;
  clientId: string;
  scopes: string[];
}

export interface SamlSettings {
  idpEntityId: string;
  ssoUrl: string;
  /** PEM certificates the IdP signs with (several during a rotation). */
  certificates: string[];
  clockSkewSeconds: number;
  idpMetadataUrl: string | null;
}

export const DEFAULT_SCOPES = ["openid", "email", "profile"];
export const DEFAULT_CLOCK_SKEW_SECONDS = 60;

export function oidcSettings(row: ConnectionRow): OidcSettings {
  const s = row.settings as Partial<OidcSettings>;
  return { issuer: String(s.issuer ?? ""), clientId: String(s.clientId ?? ""), scopes: Array.isArray(s.scopes) ? s.scopes.map(String) : DEFAULT_SCOPES };
}

export function samlSettings(row: ConnectionRow): SamlSettings {
  const s = row.settings as Partial<SamlSettings>;
  return {
    idpEntityId: String(s.idpEntityId ?? ""),
    ssoUrl: String(s.ssoUrl ?? ""),
    certificates: Array.isArray(s.certificates) ? s.certificates.map(String) : [],
    clockSkewSeconds: typeof s.clockSkewSeconds === "number" ? s.clockSkewSeconds : DEFAULT_CLOCK_SKEW_SECONDS,
    idpMetadataUrl: typeof s.idpMetadataUrl === "string" ? s.idpMetadataUrl : null,
  };
}

// One purpose per kind of secret: an OIDC client secret never opens as anything else.
const SECRET_PURPOSE = "sso-oidc-client-secret";

export const sealClientSecret = (secret: string) => sealText(SECRET_PURPOSE, secret, config.authSecret);
export const openClientSecret = (sealed: string) => openText(SECRET_PURPOSE, sealed, config.authSecret);

export const oidcRedirectUri = () => `${config.appUrl}/api/v1/auth/sso/oidc/callback`;
export const samlAcsUrl = () => `${config.appUrl}/api/v1/auth/sso/saml/acs`;
/** Each connection is its own service provider: its metadata URL doubles as its entity id (the audience). */
export const spMetadataUrl = (connectionId: string) => `${config.appUrl}/api/v1/auth/sso/saml/${connectionId}/metadata`;
export const spEntityId = spMetadataUrl;
