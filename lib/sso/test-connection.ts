import { X509Certificate } from "node:crypto";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import type { ConnectionTestResponse } from "./schemas";
import { connectionOf } from "./internal/connection-row";
import { fetchMetadata, IdpCallError } from "./internal/idp-fetch";
import { oidcConfiguration } from "./internal/oidc";
import { parseIdpMetadata } from "./internal/saml-metadata";
import { samlSettings } from "./internal/settings";

/**
 * A cheap check, answered in words: OIDC, the issuer's discovery document is reachable and valid; SAML, the
 * certificates are current and, with a metadata URL, the metadata still downloads and parses.
 */
export async function testConnection(ctx: Ctx, id: string): Promise<ConnectionTestResponse> {
  const { accountId } = requireRole(ctx, "admin");
  const row = await connectionOf(ctx.db, accountId, id);
  try {
    if (row.protocol === "oidc") {
      const configuration = await oidcConfiguration(row);
      const metadata = configuration.serverMetadata();
      return { ok: true, message: `Discovery answered for ${metadata.issuer}: authorization at ${metadata.authorization_endpoint}.` };
    }
    const settings = samlSettings(row);
    const now = ctx.now();
    const current = settings.certificates.filter((pem) => new Date(new X509Certificate(pem).validTo) > now);
    if (current.length === 0)
      return { ok: false, message: "Every signing certificate has expired: upload the identity provider's current certificate or metadata." };
    if (settings.idpMetadataUrl) {
      const metadata = parseIdpMetadata(await fetchMetadata(settings.idpMetadataUrl));
      if (metadata.entityId !== settings.idpEntityId)
        return { ok: false, message: `The metadata now names the entity ${metadata.entityId}; save the connection again to take it.` };
    }
    return { ok: true, message: `${current.length} current signing certificate${current.length === 1 ? "" : "s"}; sign-in goes to ${settings.ssoUrl}.` };
  } catch (error) {
    const reason = error instanceof IdpCallError ? error.message : (error as Error).message;
    return { ok: false, message: `The identity provider could not be checked: ${reason}` };
  }
}
