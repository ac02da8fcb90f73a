import { X509Certificate } from "node:crypto";
import type { verifiedDomains } from "@/db/sso";
import type { ConnectionResponse, DomainResponse } from "../schemas";
import { oidcRedirectUri, oidcSettings, samlAcsUrl, samlSettings, spEntityId, spMetadataUrl, type ConnectionRow } from "./settings";

export const TXT_RECORD_PREFIX = "_compliance-platform";

export function toDomain(row: typeof verifiedDomains.$inferSelect): DomainResponse {
  return {
    id: row.id,
    domain: row.domain,
    verified: row.verifiedAt !== null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    txtRecordName: `${TXT_RECORD_PREFIX}.${row.domain}`,
    txtRecordValue: row.verificationToken,
    createdAt: row.createdAt.toISOString(),
  };
}

function describeCertificate(pem: string) {
  try {
    const cert = new X509Certificate(pem);
    return { fingerprintSha256: cert.fingerprint256, notAfter: new Date(cert.validTo).toISOString() };
  } catch {
    return { fingerprintSha256: "unreadable", notAfter: null };
  }
}

export function toConnection(row: ConnectionRow): ConnectionResponse {
  const oidc = row.protocol === "oidc" ? oidcSettings(row) : null;
  const saml = row.protocol === "saml" ? samlSettings(row) : null;
  return {
    id: row.id,
    protocol: row.protocol,
    name: row.name,
    enabled: row.enabled,
    jitProvisioning: row.jitProvisioning,
    defaultRole: row.defaultRole,
    ssoRequired: row.ssoRequired,
    oidc: oidc && {
      issuer: oidc.issuer,
      clientId: oidc.clientId,
      clientSecretSet: row.secretCiphertext !== null,
      scopes: oidc.scopes,
      redirectUri: oidcRedirectUri(),
    },
    saml: saml && {
      idpEntityId: saml.idpEntityId,
      ssoUrl: saml.ssoUrl,
      idpMetadataUrl: saml.idpMetadataUrl,
      certificates: saml.certificates.map(describeCertificate),
      clockSkewSeconds: saml.clockSkewSeconds,
      acsUrl: samlAcsUrl(),
      spEntityId: spEntityId(row.id),
      spMetadataUrl: spMetadataUrl(row.id),
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
