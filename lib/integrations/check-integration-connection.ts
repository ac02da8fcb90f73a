import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { tryConnection } from "./check-connection";
import { openCredentials } from "./internal/credentials";
import { findIntegration } from "./internal/find-integration";
import { validateSettings } from "./internal/validate-settings";
import type { ConnectionCheckResponse } from "./schemas";

/** Tries a saved integration's connection with its stored settings and credentials. */
export async function checkIntegrationConnection(ctx: Ctx, id: string): Promise<ConnectionCheckResponse> {
  const { accountId } = requireRole(ctx, "member");
  const row = await findIntegration(ctx.db, accountId, id);
  const { connector, config, credentials } = validateSettings(row.provider, row.config, openCredentials(row.credentialsCiphertext));
  return tryConnection(connector, config, credentials ?? {}, ctx);
}
