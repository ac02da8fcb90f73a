import { and, eq, isNull } from "drizzle-orm";
import { integrations } from "@/db/integrations";
import type { Ctx } from "@/lib/context";
import { createIntegration, updateIntegration } from "@/lib/integrations";

/** What the demo's integrations watch: the demo's own database and its own HTTPS listener. */
export interface DemoTargets {
  postgres?: { host: string; port: number; database: string; user: string; password: string };
  https?: { url: string; caPem: string };
}

export const DEMO_DATABASE_INTEGRATION = "Demo database";
export const DEMO_WEB_INTEGRATION = "Demo web server";

/**
 * Connects the demo account to real systems on this machine, through the same services the API uses: its
 * PostgreSQL (on the embedded database, a snapshot of it: PGlite takes one connection) and its HTTPS listener.
 * On every start the settings are brought up to date (the embedded snapshot's port changes), which makes the
 * next sync due at once, so the console shows fresh results a moment after the server is up.
 */
export async function seedDemoIntegrations(ctx: Ctx, accountId: string, targets: DemoTargets): Promise<void> {
  if (targets.postgres) {
    const { password, ...rest } = targets.postgres;
    await upsert(ctx, accountId, DEMO_DATABASE_INTEGRATION, "postgresql", { ...rest, sslmode: "disable" }, { password });
  }
  if (targets.https) {
    await upsert(ctx, accountId, DEMO_WEB_INTEGRATION, "https", { urls: [targets.https.url], caCertificates: targets.https.caPem }, {});
  }
}

async function upsert(
  ctx: Ctx,
  accountId: string,
  name: string,
  provider: "postgresql" | "https",
  config: Record<string, unknown>,
  credentials: Record<string, unknown>,
) {
  const [existing] = await ctx.db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.accountId, accountId), eq(integrations.name, name), eq(integrations.provider, provider), isNull(integrations.deletedAt)))
    .limit(1);
  if (existing) await updateIntegration(ctx, existing.id, { config, credentials });
  else await createIntegration(ctx, { provider, name, config, credentials, syncFrequency: "hourly", paused: false });
}
