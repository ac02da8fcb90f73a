import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import type { ServiceProviderResponse } from "./schemas";
import { plannedSamlConnectionId } from "./internal/planned-connection";
import { oidcRedirectUri, samlAcsUrl, spEntityId, spMetadataUrl } from "./internal/settings";

/**
 * What to register with an identity provider before adding it here (docs/api.md "Single sign-on"): the OIDC redirect
 * URI, and the SAML ACS URL with the entity id the next SAML connection will have.
 */
export async function getServiceProvider(ctx: Ctx): Promise<ServiceProviderResponse> {
  const { accountId } = requireRole(ctx, "admin");
  const next = await plannedSamlConnectionId(ctx.db, accountId);
  return {
    oidc: { redirectUri: oidcRedirectUri() },
    saml: { acsUrl: samlAcsUrl(), spEntityId: spEntityId(next), spMetadataUrl: spMetadataUrl(next), connectionId: next },
  };
}
