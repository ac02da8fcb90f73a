import { and, eq, isNull, sql } from "drizzle-orm";
import type { FrameworkKind } from "@/db/frameworks";
import { monitoringResults, monitoringSchedules } from "@/db/monitoring";
import { consumeUsage } from "@/lib/billing";
import { makeCtx, type Caller } from "@/lib/context";
import type { Db, DbOrTx } from "@/lib/db/client";
import { isServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import type { Logger } from "@/lib/log";
import { getFrameworkForMonitoring } from "@/lib/custom-frameworks";
import { getBuiltinFramework } from "@/lib/frameworks";
import { accountAdmins, notify } from "@/lib/notifications";
import { queueWebhookEvents, settleAlerts, type AlertCondition, type WebhookEventInput } from "@/lib/alerts";
import { packControls, toResult } from "./serialize";
import type { AlertResponse, AlertType } from "@/lib/alerts";
import type { BusinessProfile, ControlOutcome, ResultResponse } from "../schemas";
import { evaluateFramework } from "./evaluate-controls";
import { nextRunAfter, type Frequency } from "./frequency";
import { loadCheckFacts, type FactsCache } from "./sources";

/**
 * One check run, split into the steps an Inngest function memoises (load, evaluate, store, alert,
 * deliver). The in-process scheduler runs the very same steps with a pass-through step runner, so
 * both modes share one implementation. Step inputs and outputs are plain JSON.
 */

export interface RunRequest {
  scheduleId: string;
  /** Becomes the result id, so a retried store step cannot create a second result. */
  runId: string;
  trigger: "scheduled" | "manual";
  /** The claim a scheduled run holds (claim-due-schedules.ts); manual runs have none. */
  claimId: string | null;
  /** A manual run queued to Inngest: nobody waits for it, so refusals are stored as error results. */
  queued?: boolean;
  /** Who asked for a manual run, for the event log; scheduled runs are the system's own. */
  caller?: Caller;
}

export interface LoadedRun {
  runId: string;
  scheduleId: string;
  scheduleName: string | null;
  accountId: string;
  frameworkId: string;
  frameworkKind: FrameworkKind;
  frequency: Frequency;
  anchorAt: string;
  notifyOnFail: boolean;
  passThreshold: number;
  businessProfile: BusinessProfile;
  previousScore: number | null;
  trigger: "scheduled" | "manual";
  claimId: string | null;
  queued: boolean;
  caller: Caller;
  startedAt: string;
}

export type Evaluation = { ok: true; score: number; status: "passed" | "failed"; controls: ControlOutcome[] } | { ok: false; error: string };

export interface StepRunner {
  run<T>(id: string, fn: () => Promise<T>): Promise<T>;
}

/** Runs each step directly; what the in-process scheduler and manual runs use. */
export const directSteps: StepRunner = { run: (_id, fn) => fn() };

/** Thrown inside the store transaction when this run may not store: its claim is spent or its result already exists. */
class ClaimLost extends Error {}

export async function loadRun(db: DbOrTx, req: RunRequest, now: Date): Promise<LoadedRun | null> {
  // The schedule and the score of its latest scored result, in one round trip (spelt out in SQL:
  // drizzle leaves columns unqualified inside a select list, which a correlated subquery cannot use).
  const previousScore = sql<
    number | null
  >`(select pr.score from monitoring_results pr where pr.schedule_id = "monitoring_schedules"."id" and pr.score is not null
    and pr.created_at < ${now.toISOString()}::timestamptz order by pr.created_at desc, pr.id desc limit 1)`;
  const [row] = await db
    .select({ schedule: monitoringSchedules, previousScore })
    .from(monitoringSchedules)
    .where(and(eq(monitoringSchedules.id, req.scheduleId), isNull(monitoringSchedules.deletedAt)))
    .limit(1);
  if (!row) return null;
  const { schedule } = row;
  if (req.trigger === "scheduled" && schedule.claimId !== req.claimId) return null;
  return {
    runId: req.runId,
    scheduleId: schedule.id,
    scheduleName: schedule.name,
    accountId: schedule.accountId,
    frameworkId: schedule.frameworkId,
    frameworkKind: schedule.frameworkKind,
    frequency: schedule.frequency,
    anchorAt: schedule.anchorAt.toISOString(),
    notifyOnFail: schedule.notifyOnFail,
    passThreshold: schedule.passThreshold,
    businessProfile: schedule.businessProfile as BusinessProfile,
    previousScore: row.previousScore === null ? null : Number(row.previousScore),
    trigger: req.trigger,
    claimId: req.claimId,
    queued: req.queued ?? false,
    caller: req.caller ?? { kind: "internal" },
    startedAt: now.toISOString(),
  };
}

export async function evaluateRun(db: DbOrTx, run: LoadedRun, now: Date, cache?: FactsCache): Promise<Evaluation> {
  const facts = await loadCheckFacts(db, run.accountId, run.frameworkId, run.frameworkKind, now, cache);
  if ("unavailable" in facts) return { ok: false, error: facts.unavailable };
  const outcome = evaluateFramework(facts.framework, {
    profile: run.businessProfile,
    evidence: facts.evidence,
    documents: facts.documents,
    tests: facts.tests,
    scope: facts.scope,
    riskAssessment: facts.riskAssessment,
    passThreshold: run.passThreshold,
    now,
  });
  return { ok: true, ...outcome };
}

/**
 * Stores the result and, for a scheduled run, moves the schedule to its next run — conditional on
 * still holding the claim, in the same transaction that counts the run toward usage `checksRun`
 * and logs it. Answers null when the claim was lost (another instance owns this run).
 * A scheduled (or queued) run over the usage limit is stored as an error result instead; a manual
 * one that someone waits for throws 402 and changes nothing.
 */
export async function storeRun(db: Db, run: LoadedRun, evaluation: Evaluation, now: Date): Promise<ResultResponse | null> {
  try {
    return await writeResult(db, run, evaluation, now, true);
  } catch (error) {
    if (error instanceof ClaimLost) return storedEarlier(db, run);
    if (isServiceError(error) && error.code === "usage_limit_exceeded" && (run.trigger === "scheduled" || run.queued)) {
      const message = `The run was skipped: ${error.message} Upgrade the plan or wait for the next billing period.`;
      try {
        return await writeResult(db, run, { ok: false, error: message }, now, false);
      } catch (inner) {
        if (inner instanceof ClaimLost) return storedEarlier(db, run);
        throw inner;
      }
    }
    throw error;
  }
}

/** A retried store step whose first try committed finds its claim spent and its result stored. */
async function storedEarlier(db: Db, run: LoadedRun): Promise<ResultResponse | null> {
  const [existing] = await db.select().from(monitoringResults).where(eq(monitoringResults.id, run.runId)).limit(1);
  return existing ? toResult(existing, run.scheduleName) : null;
}

async function writeResult(db: Db, run: LoadedRun, evaluation: Evaluation, now: Date, meter: boolean): Promise<ResultResponse> {
  return db.transaction(async (tx) => {
    // A check's commit need not wait for the WAL flush: if the server crashes in that instant, the
    // result, the usage count and the schedule's move all vanish together, and the run is redone.
    await tx.execute(sql`set local synchronous_commit = off`);
    if (run.trigger === "scheduled") {
      const moved = await tx
        .update(monitoringSchedules)
        .set({
          nextRunAt: nextRunAfter(new Date(run.anchorAt), run.frequency, now),
          lastRunAt: now,
          claimId: null,
          claimedUntil: null,
          updatedAt: now,
        })
        .where(and(eq(monitoringSchedules.id, run.scheduleId), eq(monitoringSchedules.claimId, run.claimId!)))
        .returning({ id: monitoringSchedules.id });
      if (moved.length === 0) throw new ClaimLost();
    } else {
      // A manual run holds no claim; its result id (the run id) keeps a retried store from counting twice.
      const [done] = await tx.select({ id: monitoringResults.id }).from(monitoringResults).where(eq(monitoringResults.id, run.runId)).limit(1);
      if (done) throw new ClaimLost();
      await tx.update(monitoringSchedules).set({ lastRunAt: now, updatedAt: now }).where(eq(monitoringSchedules.id, run.scheduleId));
    }
    if (evaluation.ok && meter) await consumeUsage(tx, run.accountId, "checksRun", 1, now);
    const [row] = await tx
      .insert(monitoringResults)
      .values({
        id: run.runId,
        accountId: run.accountId,
        scheduleId: run.scheduleId,
        frameworkId: run.frameworkId,
        status: evaluation.ok ? evaluation.status : "error",
        score: evaluation.ok ? evaluation.score : null,
        previousScore: run.previousScore,
        controls: packControls(evaluation.ok ? evaluation.controls : []),
        error: evaluation.ok ? null : evaluation.error,
        trigger: run.trigger,
        startedAt: new Date(run.startedAt),
        completedAt: now,
        createdAt: now,
      })
      .returning();
    await recordEvent(tx, makeCtx(run.caller, { db, requestId: run.runId }), {
      accountId: run.accountId,
      action: "monitoring.check_completed",
      targetType: "monitoring_result",
      targetId: row.id,
      details: { scheduleId: run.scheduleId, frameworkId: run.frameworkId, trigger: run.trigger, status: row.status, score: row.score },
    });
    return toResult(row, run.scheduleName);
  });
}

const DEGRADATION_POINTS = 10;

/** The conditions a result shows (alerts to raise or keep open) and those it clears (alerts to resolve). */
function conditionsOf(run: LoadedRun, result: ResultResponse, frameworkName: string): { shown: AlertCondition[]; cleared: AlertType[] } {
  // Alert titles are read by people (the bell, notifications, e-mail): the framework by its name, never its id.
  const framework = run.scheduleName ? `${run.scheduleName} (${frameworkName})` : frameworkName;
  const shown: AlertCondition[] = [];
  if (result.status === "error") {
    shown.push({
      type: "schedule.error",
      severity: "critical",
      title: `The ${framework} check could not run`,
      message: result.error ?? "The check failed with an unexpected error.",
    });
    // An error says nothing about the score: failed and degraded alerts stay as they are.
    return { shown, cleared: [] };
  }
  if (result.status === "failed" && run.notifyOnFail) {
    const failing = result.controls.filter((c) => c.status === "failed" || c.status === "partial").length;
    shown.push({
      type: "check.failed",
      severity: "critical",
      title: `${framework} check failed: score ${result.score} is below ${run.passThreshold}`,
      message: `${failing} control${failing === 1 ? " is" : "s are"} not fully met. Open the result to see each control's reason and what to fix.`,
    });
  }
  if (result.score !== null && result.previousScore !== null && result.previousScore - result.score >= DEGRADATION_POINTS) {
    const drop = Math.round((result.previousScore - result.score) * 100) / 100;
    shown.push({
      type: "check.degraded",
      severity: "warning",
      title: `${framework} score dropped ${drop} points`,
      message: `The score fell from ${result.previousScore} to ${result.score} since the previous check.`,
    });
  }
  // A run that completed clears an open error; a passing run clears failure and degradation too.
  const cleared: AlertType[] = result.status === "passed" ? ["schedule.error", "check.failed", "check.degraded"] : ["schedule.error"];
  return { shown, cleared };
}

/**
 * Settles a result's alerts through the alerts domain (docs/api.md §11): one open alert per schedule and
 * condition, updated while it persists and resolved when a result clears it. Answers the newly raised alerts
 * (the ones webhooks announce); a retried step changes nothing and answers the same.
 */
export async function raiseAlerts(db: Db, run: LoadedRun, result: ResultResponse, now: Date): Promise<AlertResponse[]> {
  const { shown, cleared } = conditionsOf(run, result, await frameworkNameOf(db, run));
  const { raised } = await settleAlerts(db, {
    accountId: run.accountId,
    subject: { kind: "schedule", scheduleId: run.scheduleId, frameworkId: run.frameworkId, resultId: result.id },
    shown,
    cleared: cleared.map((type) => ({ type })),
    now,
    requestId: run.runId,
    onRaised: (tx, alerts) => notifyFailedCheck(tx, run.accountId, alerts),
  });
  return raised;
}

/** The name people know the schedule's framework by; a custom one deleted since reads as such. */
async function frameworkNameOf(db: DbOrTx, run: LoadedRun): Promise<string> {
  if (run.frameworkKind === "builtin") return getBuiltinFramework(run.frameworkId)?.name ?? run.frameworkId;
  return (await getFrameworkForMonitoring(db, run.accountId, run.frameworkId, false))?.name ?? "A deleted framework";
}

/** A scheduled check that starts failing tells the owners and admins, once per raised alert (docs/api.md "Notifications"). */
async function notifyFailedCheck(tx: DbOrTx, accountId: string, alerts: AlertResponse[]): Promise<void> {
  for (const alert of alerts.filter((a) => a.type === "check.failed")) {
    await notify(tx, {
      accountId,
      recipients: await accountAdmins(tx, accountId),
      kind: "check.failed",
      title: alert.title,
      body: alert.message,
      link: alert.resultId ? `/monitoring/results/${alert.resultId}` : "/monitoring/alerts",
      subjectType: "alert",
      subjectId: alert.id,
      dedupeKey: `alert:${alert.id}`,
    });
  }
}

/** `check.completed` for every stored result that is not an error, and one message per raised alert. */
function queueDeliveries(db: DbOrTx, accountId: string, result: ResultResponse, alerts: AlertResponse[], now: Date, cache?: FactsCache): Promise<string[]> {
  const at = new Date(result.completedAt);
  const events: WebhookEventInput[] = [
    ...(result.status === "error"
      ? []
      : [{ type: "check.completed" as const, key: `${result.id}:check.completed`, at, data: { alert: null, result, sync: null } }]),
    ...alerts.map((alert) => ({ type: alert.type, key: `${result.id}:${alert.type}`, at, data: { alert, result, sync: null } })),
  ];
  return queueWebhookEvents(db, accountId, events, now, cache);
}

export interface RunOutcome {
  result: ResultResponse | null;
  alerts: AlertResponse[];
  deliveryIds: string[];
}

export interface RunDeps {
  db: Db;
  clock: () => Date;
  log?: Logger;
  /** Reads shared by the runs of one scheduler pass (sources.ts). */
  cache?: FactsCache;
}

/**
 * The whole run. When evaluation throws unexpectedly, the error is stored as an `error` result
 * with a `schedule.error` alert (under Inngest that happens in the function's failure handler,
 * after its retries).
 */
export async function runCheck(steps: StepRunner, deps: RunDeps, req: RunRequest): Promise<RunOutcome> {
  const { db, clock } = deps;
  const run = await steps.run("load", () => loadRun(db, req, clock()));
  if (!run) return { result: null, alerts: [], deliveryIds: [] };
  const evaluation = await steps.run("evaluate", () => evaluateRun(db, run, clock(), deps.cache));
  const result = await steps.run("store", () => storeRun(db, run, evaluation, clock()));
  if (!result) return { result: null, alerts: [], deliveryIds: [] };
  const alerts = await steps.run("alert", () => raiseAlerts(db, run, result, clock()));
  const deliveryIds = await steps.run("deliver", () => queueDeliveries(db, run.accountId, result, alerts, clock(), deps.cache));
  return { result, alerts, deliveryIds };
}

/** Records a run that threw: an error result, its alert and deliveries. Used after retries give up. */
export async function recordRunFailure(deps: RunDeps, req: RunRequest, error: unknown): Promise<RunOutcome> {
  const { db, clock } = deps;
  const run = await loadRun(db, req, clock());
  if (!run) return { result: null, alerts: [], deliveryIds: [] };
  // The cause stays in the server log: it may hold SQL or paths that must not reach the client.
  deps.log?.error({ err: error, scheduleId: req.scheduleId, runId: req.runId }, "monitoring check run failed");
  const message =
    `The check failed with an unexpected error (reference ${req.runId}). It will be retried at the next scheduled run; ` + `contact support if it persists.`;
  const result = await storeRun(db, run, { ok: false, error: message }, clock());
  if (!result) return { result: null, alerts: [], deliveryIds: [] };
  const alerts = await raiseAlerts(db, run, result, clock());
  const deliveryIds = await queueDeliveries(db, run.accountId, result, alerts, clock());
  return { result, alerts, deliveryIds };
}
