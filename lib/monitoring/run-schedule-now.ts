import { randomUUID } from "node:crypto";
import { requireRole } from "@/lib/context/guards";
import { getUsage, usedOf } from "@/lib/billing";
import { queuedCaller, type Ctx } from "@/lib/context";
import { isServiceError, ServiceError } from "@/lib/errors";
import { reply, type Reply } from "@/lib/http/reply";
import { inngestConfigured, MONITORING_EVENTS, sendInngestEvents } from "@/lib/inngest/client";
import { directSteps, recordRunFailure, runCheck, type RunRequest } from "./internal/check-run";
import type { QueuedRunResponse, ResultResponse } from "./schemas";
import { findScheduleForAccount } from "./internal/find-schedule";
import { JOB_LANES, kick } from "@/lib/jobs/kick";

/**
 * Runs a schedule's check now (docs/api.md §11): in process it answers 200 with the finished result;
 * with Inngest configured it queues the run and answers 202 `{runId, status: "queued"}` — the
 * run's result will carry `runId` as its id. Either way the run counts toward usage `checksRun`.
 */
export async function runScheduleNow(ctx: Ctx, id: string): Promise<Reply<ResultResponse | QueuedRunResponse>> {
  const caller = requireRole(ctx, "member");
  const { accountId } = caller;
  const schedule = await findScheduleForAccount(ctx.db, accountId, id);
  const req: RunRequest = { scheduleId: schedule.id, runId: randomUUID(), trigger: "manual", claimId: null, caller: queuedCaller(ctx.caller) };

  if (inngestConfigured()) {
    // Refuse up front what the run would refuse later, so the caller gets the 402 now.
    const usage = await getUsage(ctx.db, accountId, ctx.now());
    const used = usedOf(usage);
    if (used >= usage.limit) {
      throw new ServiceError("usage_limit_exceeded", `The usage limit of ${usage.limit} operations for this period has been reached.`, {
        limit: usage.limit,
        used,
      });
    }
    await sendInngestEvents({ name: MONITORING_EVENTS.runRequested, data: { ...req, queued: true } });
    return reply<QueuedRunResponse>({ runId: req.runId, status: "queued" }, 202);
  }

  const deps = { db: ctx.db, clock: ctx.now, log: ctx.log };
  let outcome;
  try {
    outcome = await runCheck(directSteps, deps, req);
  } catch (error) {
    // A refusal (402, 404) is the caller's answer; anything else is a failed run, recorded with its
    // schedule.error alert exactly as a scheduled run's would be.
    if (isServiceError(error)) throw error;
    outcome = await recordRunFailure(deps, req, error);
  }
  if (!outcome.result) throw ServiceError.notFound("schedule");
  if (outcome.deliveryIds.length > 0) kick(JOB_LANES.webhooks);
  return reply<ResultResponse>(outcome.result, 200);
}
