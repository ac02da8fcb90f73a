import { ssoConnections } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import type { ConnectionResponse, CreateConnectionInput } from "./schemas";
import { oidcSettingsFrom, samlSettingsFrom } from "./internal/connection-input";
import { toConnection } from "./internal/serialize";
import { plannedSamlConnectionId } from "./internal/planned-connection";
import { sealClientSecret } from "./internal/settings";

/** Adds an identity provider. The answer says what to paste into it (redirect URI, or ACS URL and entity id). */
export async function createConnection(ctx: Ctx, input: CreateConnectionInput): Promise<ConnectionResponse> {
  const { accountId } = requireRole(ctx, "admin");
  // Metadata may be downloaded: before the transaction.
  const settings = input.protocol === "oidc" ? await oidcSettingsFrom(input) : await samlSettingsFrom(input);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // A SAML connection takes the id announced before it existed (getServiceProvider): its entity id is already registered.
    const id = input.protocol === "saml" ? await plannedSamlConnectionId(tx, accountId) : undefined;
    const [row] = await tx
      .insert(ssoConnections)
      .values({
        ...(id ? { id } : {}),
        accountId,
        protocol: input.protocol,
        name: input.name,
        settings: { ...settings },
        secretCiphertext: input.protocol === "oidc" ? sealClientSecret(input.clientSecret) : null,
        enabled: input.enabled ?? true,
        jitProvisioning: input.jitProvisioning ?? true,
        defaultRole: input.defaultRole ?? "member",
        ssoRequired: input.ssoRequired ?? false,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "sso.connection_created",
      targetType: "sso_connection",
      targetId: row.id,
      details: {
        protocol: row.protocol,
        name: row.name,
        enabled: row.enabled,
        jitProvisioning: row.jitProvisioning,
        defaultRole: row.defaultRole,
        ssoRequired: row.ssoRequired,
      },
    });
    return toConnection(row);
  });
}
