import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { monitoringAlerts, type AlertType } from "@/db/monitoring";
import { type AlertSeverity } from "@/lib/vocabulary";
import { makeCtx } from "@/lib/context";
import type { Db, DbOrTx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events";
import { toAlert } from "./internal/serialize";
import type { AlertResponse } from "./schemas";

/** What raised or cleared the conditions: a schedule's result, or an integration's sync. */
export type AlertSubject =
  { kind: "schedule"; scheduleId: string; frameworkId: string; resultId: string } | { kind: "integration"; integrationId: string; syncId: string };

export interface AlertCondition {
  type: AlertType;
  severity: AlertSeverity;
  title: string;
  message: string;
  /** `test.failing`: the test; one open alert per integration, test and type. */
  testId?: string | null;
}

export interface ClearedCondition {
  type: AlertType;
  testId?: string | null;
}

export interface SettleAlertsInput {
  accountId: string;
  subject: AlertSubject;
  /** The conditions this result or sync shows: each raises an alert, or updates the open one. */
  shown: AlertCondition[];
  /** The conditions it shows are over: their open alerts resolve. */
  cleared: ClearedCondition[];
  now: Date;
  /** Request id of the log entries (the run or sync id). */
  requestId: string;
  /**
   * Called in the settling transaction with the alerts it newly raised (never for one it only updated, nor on a
   * retry), so a raiser can tell people once per alert occurrence (lib/notifications ranks beside alerts).
   */
  onRaised?: (tx: DbOrTx, raised: AlertResponse[]) => Promise<void>;
}

export interface SettledAlerts {
  /** Newly raised (what webhooks announce). */
  raised: AlertResponse[];
  resolved: AlertResponse[];
}

const t = monitoringAlerts;

/**
 * Settles the alerts a result or sync shows (docs/api.md §11), one open alert per condition: a condition with
 * no open alert raises one; one with an open alert updates it (occurrences, lastSeenAt, latest result or sync,
 * wording) instead; cleared conditions resolve their open alert. The partial unique index on open alerts
 * (condition key and type) decides between concurrent settlements (ON CONFLICT), so a scheduled and a manual
 * run finishing together raise one alert. A retried step changes nothing and answers what the first raised.
 */
export async function settleAlerts(db: Db, input: SettleAlertsInput): Promise<SettledAlerts> {
  const { accountId, subject, now } = input;
  const own = subject.kind === "schedule" ? eq(t.scheduleId, subject.scheduleId) : eq(t.integrationId, subject.integrationId);
  const byRaiser =
    subject.kind === "schedule"
      ? or(eq(t.resultId, subject.resultId), eq(t.lastResultId, subject.resultId), eq(t.resolvedByResultId, subject.resultId))
      : or(eq(t.syncId, subject.syncId), eq(t.lastSyncId, subject.syncId));
  const raisedBy = subject.kind === "schedule" ? eq(t.resultId, subject.resultId) : eq(t.syncId, subject.syncId);
  const names =
    subject.kind === "schedule"
      ? { raised: "monitoring.alerts_raised", resolved: "monitoring.alerts_resolved", targetType: "monitoring_result", targetId: subject.resultId }
      : { raised: "integration.alerts_raised", resolved: "integration.alerts_resolved", targetType: "integration_sync", targetId: subject.syncId };

  return db.transaction(async (tx) => {
    const seen = await tx.select({ id: t.id }).from(t).where(and(own, byRaiser)).limit(1);
    if (seen.length > 0) {
      const raised = await tx.select().from(t).where(and(own, raisedBy));
      return { raised: raised.map(toAlert).sort(byType), resolved: [] };
    }
    const ctx = makeCtx({ kind: "internal" }, { db, requestId: input.requestId, now: () => now });
    const base =
      subject.kind === "schedule"
        ? { scheduleId: subject.scheduleId, frameworkId: subject.frameworkId, resultId: subject.resultId, lastResultId: subject.resultId }
        : { integrationId: subject.integrationId, syncId: subject.syncId, lastSyncId: subject.syncId };
    const settled =
      input.shown.length === 0
        ? []
        : await tx
            .insert(t)
            .values(
              input.shown.map((c) => ({
                ...base,
                accountId,
                type: c.type,
                severity: c.severity,
                title: c.title,
                message: c.message,
                testId: c.testId ?? null,
                lastSeenAt: now,
                createdAt: now,
              })),
            )
            .onConflictDoUpdate({
              target: [t.conditionKey, t.type],
              targetWhere: sql`${t.state} = 'open'`,
              set: {
                occurrences: sql`${t.occurrences} + 1`,
                lastSeenAt: sql`excluded.last_seen_at`,
                lastResultId: sql`excluded.last_result_id`,
                lastSyncId: sql`excluded.last_sync_id`,
                severity: sql`excluded.severity`,
                title: sql`excluded.title`,
                message: sql`excluded.message`,
              },
            })
            .returning();
    const raised = settled.filter((a) => (subject.kind === "schedule" ? a.resultId === subject.resultId : a.syncId === subject.syncId));
    if (raised.length > 0) {
      await recordEvent(tx, ctx, {
        accountId,
        action: names.raised,
        targetType: names.targetType,
        targetId: names.targetId,
        details: { alerts: raised.map(logged) },
      });
      await input.onRaised?.(tx, raised.map(toAlert));
    }
    const resolved =
      input.cleared.length === 0
        ? []
        : await tx
            .update(t)
            .set({ state: "resolved", resolvedAt: now, resolvedByResultId: subject.kind === "schedule" ? subject.resultId : null })
            .where(and(own, eq(t.state, "open"), or(...input.cleared.map(clearedMatch))))
            .returning();
    if (resolved.length > 0) {
      await recordEvent(tx, ctx, {
        accountId,
        action: names.resolved,
        targetType: names.targetType,
        targetId: names.targetId,
        details: { alerts: resolved.map(logged) },
      });
    }
    return { raised: raised.map(toAlert).sort(byType), resolved: resolved.map(toAlert).sort(byType) };
  });
}

const logged = (a: typeof t.$inferSelect) => (a.testId ? { id: a.id, type: a.type, testId: a.testId } : { id: a.id, type: a.type });

function clearedMatch(c: ClearedCondition): SQL | undefined {
  return and(eq(t.type, c.type), c.testId ? eq(t.testId, c.testId) : isNull(t.testId));
}

const byType = (a: AlertResponse, b: AlertResponse) => a.type.localeCompare(b.type) || (a.testId ?? "").localeCompare(b.testId ?? "");
