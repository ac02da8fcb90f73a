import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { integrationResources, integrations, integrationSyncs } from "@/db/integrations";
import { connectorOf, type DiscoveredResource } from "@/lib/connectors";
import { queuedCaller, type Ctx } from "@/lib/context";
import { requireAccount } from "@/lib/context/guards";
import { ServiceError, type ValidationIssue } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { issuesOf } from "@/lib/http/validate";
import { JOB_LANES, kick } from "@/lib/jobs/kick";
import { sumCounts, testCounts } from "./internal/aggregate";
import { applyBatch, BATCH_SIZE, evaluateBatch } from "./internal/apply-batch";
import { CelBudget } from "./internal/cel-sandbox";
import { toSync } from "./internal/serialize";
import { findIntegration, type IntegrationRow } from "./internal/find-integration";
import { remediationSlaOf } from "./internal/remediation-sla";
import { finishFailed, queueSyncEvents, settleSyncAlerts, type StartedSync } from "./internal/sync-engine";
import { accountTests, testsByType } from "./internal/test-catalog";
import type { PushResourcesInput, PushResultResponse } from "./schemas";

/**
 * Receives resources of a push integration (the device agent, custom types) over the API: each is checked against
 * its type's schema, stored, and evaluated by every test of its type at once; alerts and webhooks follow as after
 * a sync. With `complete: true` the push is the whole set of its types: other current resources of those types
 * are marked gone. Customers and API keys may push (docs/api.md §4).
 */
export async function pushResources(ctx: Ctx, integrationId: string, input: PushResourcesInput): Promise<PushResultResponse> {
  const accountId = requireAccount(ctx);
  const row = await findIntegration(ctx.db, accountId, integrationId);
  const resources = checkPushed(row, input);
  const now = ctx.now();
  const syncId = randomUUID();
  const [inserted] = await ctx.db
    .insert(integrationSyncs)
    .values({ id: syncId, accountId, integrationId: row.id, trigger: "push", status: "running", startedAt: now, heartbeatAt: now, createdAt: now })
    .returning();
  const started: StartedSync = {
    syncId,
    integrationId: row.id,
    accountId,
    trigger: "push",
    claimId: null,
    startedAt: now.toISOString(),
    caller: queuedCaller(ctx.caller),
  };
  const scope = {
    accountId,
    integrationId: row.id,
    syncId,
    now,
    sla: await remediationSlaOf(ctx.db, accountId),
    testsByType: testsByType(await accountTests(ctx.db, accountId)),
    celBudget: new CelBudget(),
    touchUnchanged: true,
  };
  const stored: PushResultResponse["resources"] = [];
  let gone = 0;
  try {
    for (let i = 0; i < resources.length; i += BATCH_SIZE) {
      const outcome = await applyBatch(ctx.db, scope, await evaluateBatch(resources.slice(i, i + BATCH_SIZE), scope));
      stored.push(...outcome.stored);
    }
    if (input.complete) {
      const types = [...new Set(resources.map((r) => r.type))];
      const marked = await ctx.db
        .update(integrationResources)
        .set({ goneAt: now })
        .where(
          and(
            eq(integrationResources.integrationId, row.id),
            inArray(integrationResources.type, types),
            isNull(integrationResources.goneAt),
            lt(integrationResources.lastSeenAt, now),
          ),
        )
        .returning({ id: integrationResources.id });
      gone = marked.length;
    }
  } catch (error) {
    await finishFailed(ctx.db, started, "The pushed resources could not be stored; push them again.", ctx.now());
    throw error;
  }
  const totals = sumCounts(await testCounts(ctx.db, accountId, { integrationId: row.id }, now));
  const sync = await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(integrationSyncs)
      .set({ status: "succeeded", completedAt: ctx.now(), resourcesGone: gone, ...totals })
      .where(eq(integrationSyncs.id, inserted.id))
      .returning();
    await tx
      .update(integrations)
      .set({ lastSyncAt: now, lastSyncStatus: "succeeded", lastSyncError: null, lastSyncId: syncId })
      .where(eq(integrations.id, row.id));
    await recordEvent(tx, ctx, {
      accountId,
      action: "integration.resources_pushed",
      targetType: "integration",
      targetId: row.id,
      details: { syncId, resources: stored.length, created: stored.filter((s) => s.created).length, gone, complete: input.complete },
    });
    return toSync(done, row.evidenceId);
  });
  const alerts = await settleSyncAlerts(ctx.db, accountId, sync, ctx.now());
  const deliveries = await queueSyncEvents(ctx.db, accountId, sync, alerts, ctx.now());
  if (deliveries.length > 0) kick(JOB_LANES.webhooks);
  return { sync, resources: stored.map(({ id, type, externalId, created }) => ({ id, type, externalId, created })) };
}

/** Every pushed resource must be of a type the integration accepts, with attributes its schema allows; all problems at once. */
function checkPushed(row: IntegrationRow, input: PushResourcesInput): DiscoveredResource[] {
  const connector = connectorOf(row.provider);
  if (!connector || connector.mode !== "push") {
    throw new ServiceError("conflict", "This integration pulls its resources from the system itself; only device-agent and custom integrations accept pushes.");
  }
  const types = new Map((connector.pushTypes?.(row.config) ?? connector.resourceTypes).map((t) => [t.type, t]));
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  const out: DiscoveredResource[] = [];
  input.resources.forEach((resource, i) => {
    const type = types.get(resource.type);
    if (!type) {
      issues.push({ path: `resources.${i}.type`, message: `Not a type of this integration; use one of: ${[...types.keys()].join(", ")}` });
      return;
    }
    const key = `${resource.type}\u0000${resource.externalId}`;
    if (seen.has(key)) issues.push({ path: `resources.${i}.externalId`, message: "Pushed twice in this request" });
    seen.add(key);
    let attributes = resource.attributes;
    if (type.schema) {
      const parsed = type.schema.safeParse(resource.attributes);
      if (!parsed.success) {
        issues.push(...issuesOf(parsed.error, `resources.${i}.attributes`));
        return;
      }
      attributes = parsed.data;
    }
    out.push({ type: resource.type, externalId: resource.externalId, name: resource.name, attributes });
  });
  if (issues.length > 0) throw ServiceError.validation(issues);
  return out;
}
