import { randomUUID } from "node:crypto";
import { queuedCaller, type Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { reply, type Reply } from "@/lib/http/reply";
import { inngestConfigured, INTEGRATION_EVENTS, sendInngestEvents } from "@/lib/inngest/client";
import { JOB_LANES, kick } from "@/lib/jobs/kick";
import { findIntegration } from "./internal/find-integration";
import { directSteps, runSync, type SyncRequest } from "./internal/sync-engine";
import type { QueuedSyncResponse, SyncResponse } from "./schemas";

/**
 * Syncs an integration now (docs/api.md "Integrations"): in process it answers 200 with the finished sync (a
 * failed one too: its `error` says why); with Inngest configured it queues the sync and answers 202
 * `{syncId, status: "queued"}`. A sync already running answers 409.
 */
export async function syncIntegration(ctx: Ctx, id: string): Promise<Reply<SyncResponse | QueuedSyncResponse>> {
  const caller = requireRole(ctx, "member");
  const row = await findIntegration(ctx.db, caller.accountId, id);
  const req: SyncRequest = {
    integrationId: row.id,
    accountId: row.accountId,
    syncId: randomUUID(),
    trigger: "manual",
    claimId: null,
    caller: queuedCaller(ctx.caller),
  };
  if (inngestConfigured()) {
    await sendInngestEvents({ name: INTEGRATION_EVENTS.syncRequested, data: req });
    return reply<QueuedSyncResponse>({ syncId: req.syncId, status: "queued" }, 202);
  }
  const outcome = await runSync(directSteps, { db: ctx.db, clock: ctx.now, log: ctx.log }, req);
  if (!outcome.sync) throw ServiceError.notFound("integration");
  if (outcome.deliveryIds.length > 0) kick(JOB_LANES.webhooks);
  return reply<SyncResponse>(outcome.sync, 200);
}
