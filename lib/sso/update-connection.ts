import { eq } from "drizzle-orm";
import { ssoConnections } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import type { ConnectionResponse, UpdateConnectionInput } from "./schemas";
import { oidcSettingsFrom, samlSettingsFrom } from "./internal/connection-input";
import { connectionOf } from "./internal/connection-row";
import { toConnection } from "./internal/serialize";
import { oidcSettings, samlSettings, sealClientSecret } from "./internal/settings";

const OIDC_FIELDS = ["issuer", "clientId", "clientSecret", "scopes"] as const;
const SAML_FIELDS = ["idpMetadataXml", "idpMetadataUrl", "entityId", "ssoUrl", "certificates", "clockSkewSeconds"] as const;

/** Changes a connection; only the fields sent. A new `clientSecret` replaces the sealed one. */
export async function updateConnection(ctx: Ctx, id: string, input: UpdateConnectionInput): Promise<ConnectionResponse> {
  const { accountId } = requireRole(ctx, "admin");
  const current = await connectionOf(ctx.db, accountId, id);
  const foreign = (current.protocol === "oidc" ? SAML_FIELDS : OIDC_FIELDS).filter((field) => input[field] !== undefined);
  if (foreign.length > 0) {
    throw new ServiceError(
      "validation_failed",
      undefined,
      foreign.map((field) => ({ path: field, message: `Not a setting of ${current.protocol === "oidc" ? "an OpenID Connect" : "a SAML"} connection` })),
    );
  }
  let settings: Record<string, unknown> | undefined;
  if (current.protocol === "oidc" && (input.issuer || input.clientId || input.scopes)) {
    const base = oidcSettings(current);
    settings = {
      ...(await oidcSettingsFrom({ issuer: input.issuer ?? base.issuer, clientId: input.clientId ?? base.clientId, scopes: input.scopes ?? base.scopes })),
    };
  }
  if (current.protocol === "saml" && SAML_FIELDS.some((field) => input[field] !== undefined)) {
    settings = { ...(await samlSettingsFrom(input, samlSettings(current))) };
  }
  const changed = [...Object.keys(input).filter((key) => input[key as keyof UpdateConnectionInput] !== undefined)];
  return ctx.db.transaction(async (tx) => {
    await connectionOf(tx, accountId, id, true);
    const [row] = await tx
      .update(ssoConnections)
      .set({
        name: input.name,
        enabled: input.enabled,
        jitProvisioning: input.jitProvisioning,
        defaultRole: input.defaultRole,
        ssoRequired: input.ssoRequired,
        settings,
        secretCiphertext: input.clientSecret ? sealClientSecret(input.clientSecret) : undefined,
        updatedAt: ctx.now(),
      })
      .where(eq(ssoConnections.id, id))
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "sso.connection_updated",
      targetType: "sso_connection",
      targetId: id,
      details: { changed, enabled: row.enabled, jitProvisioning: row.jitProvisioning, defaultRole: row.defaultRole, ssoRequired: row.ssoRequired },
    });
    return toConnection(row);
  });
}
