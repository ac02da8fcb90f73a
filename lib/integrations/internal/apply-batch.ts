import { eq, inArray, sql } from "drizzle-orm";
import { integrationResources, integrationSyncs, testResultChanges, testResults, type TestOutcomeValue } from "@/db/integrations";
import type { DiscoveredResource, Evaluation } from "@/lib/connectors";
import type { Db, DbOrTx } from "@/lib/db/client";
import { dueDate, type RemediationSla } from "./remediation-sla";
import type { CatalogTest } from "./test-catalog";

/** How many resources one write transaction takes: few enough to keep transactions short, many enough to keep round trips few. */
export const BATCH_SIZE = 500;

export interface BatchScope {
  accountId: string;
  integrationId: string;
  /** Null when results are written outside a sync (a custom test evaluated as it is saved). */
  syncId: string | null;
  now: Date;
  sla: RemediationSla;
  testsByType: Map<string, CatalogTest[]>;
}

export interface EvaluatedResource {
  resource: DiscoveredResource;
  evaluations: [testId: string, evaluation: Evaluation][];
}

export interface BatchOutcome {
  /** Per resource in the batch, its stored id and whether this sync created it. */
  stored: { id: string; type: string; externalId: string; created: boolean }[];
  evaluated: EvaluatedResource[];
}

/** Evaluates every applicable test on each resource: pure CPU, done before the write transaction opens. */
export function evaluateBatch(resources: DiscoveredResource[], scope: Pick<BatchScope, "testsByType" | "now">): EvaluatedResource[] {
  return resources.map((resource) => ({
    resource,
    evaluations: (scope.testsByType.get(resource.type) ?? []).map((test) => [test.id, test.evaluate(resource.attributes, resource, scope.now)] as [string, Evaluation]),
  }));
}

/**
 * Writes one batch of a sync in one short transaction: upserts the resources (seen now, no longer gone), then their
 * results (writeResults). Resources are locked in (type, externalId) order so concurrent writers never deadlock.
 */
export async function applyBatch(db: Db, scope: BatchScope, evaluated: EvaluatedResource[]): Promise<BatchOutcome> {
  const unique = new Map<string, EvaluatedResource>();
  for (const item of evaluated) unique.set(`${item.resource.type}\u0000${item.resource.externalId}`, item);
  const items = [...unique.values()].sort((a, b) => compare(a.resource.type, b.resource.type) || compare(a.resource.externalId, b.resource.externalId));
  if (items.length === 0) return { stored: [], evaluated: [] };
  const { accountId, integrationId, syncId, now } = scope;
  const r = integrationResources;

  return db.transaction(async (tx) => {
    // Results and resources are rewritten by the next sync if this one is lost in a crash.
    await tx.execute(sql`set local synchronous_commit = off`);
    const stored = await tx
      .insert(r)
      .values(
        items.map(({ resource }) => ({
          accountId,
          integrationId,
          type: resource.type,
          externalId: resource.externalId,
          name: resource.name,
          attributes: resource.attributes,
          firstSeenAt: now,
          lastSeenAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [r.integrationId, r.type, r.externalId],
        set: { name: sql`excluded.name`, attributes: sql`excluded.attributes`, lastSeenAt: sql`excluded.last_seen_at`, goneAt: null },
      })
      .returning({ id: r.id, type: r.type, externalId: r.externalId, created: sql<boolean>`(xmax = 0)` });
    const idOf = new Map(stored.map((s) => [`${s.type}\u0000${s.externalId}`, s.id]));
    await writeResults(
      tx,
      scope,
      items.map((item) => ({ resourceId: idOf.get(`${item.resource.type}\u0000${item.resource.externalId}`)!, integrationId, evaluations: item.evaluations })),
    );
    if (syncId) {
      await tx
        .update(integrationSyncs)
        .set({
          resourcesSeen: sql`${integrationSyncs.resourcesSeen} + ${stored.length}`,
          resourcesNew: sql`${integrationSyncs.resourcesNew} + ${stored.filter((s) => s.created).length}`,
          heartbeatAt: sql`now()`,
        })
        .where(eq(integrationSyncs.id, syncId));
    }
    return { stored, evaluated: items };
  });
}

export interface ResultsOf {
  resourceId: string;
  integrationId: string;
  evaluations: [testId: string, evaluation: Evaluation][];
}

/**
 * Stores evaluations: only those whose outcome or detail changed are written (an unchanged result costs one read),
 * with a history row for each changed outcome. A result that starts failing gets its remediation due date; it
 * keeps it while it keeps failing.
 */
export async function writeResults(tx: DbOrTx, scope: Pick<BatchScope, "accountId" | "syncId" | "now" | "sla" | "testsByType">, items: ResultsOf[]): Promise<void> {
  const { accountId, syncId, now } = scope;
  const ids = items.map((i) => i.resourceId);
  if (ids.length === 0) return;
  const current = await tx
    .select({ resourceId: testResults.resourceId, testId: testResults.testId, outcome: testResults.outcome, detail: testResults.detail, since: testResults.since, dueAt: testResults.dueAt })
    .from(testResults)
    .where(inArray(testResults.resourceId, ids));
  const before = new Map(current.map((c) => [`${c.resourceId}\u0000${c.testId}`, c]));
  const severityOf = new Map<string, CatalogTest["severity"]>();
  for (const tests of scope.testsByType.values()) for (const t of tests) severityOf.set(t.id, t.severity);

  const writes: (typeof testResults.$inferInsert)[] = [];
  const changes: (typeof testResultChanges.$inferInsert)[] = [];
  for (const { resourceId, integrationId, evaluations } of items) {
    for (const [testId, evaluation] of evaluations) {
      const old = before.get(`${resourceId}\u0000${testId}`);
      if (old && old.outcome === evaluation.outcome && old.detail === evaluation.detail) continue;
      const outcomeChanged = !old || old.outcome !== evaluation.outcome;
      const since = outcomeChanged ? now : old.since;
      const failing = evaluation.outcome === "failing";
      writes.push({
        accountId,
        integrationId,
        resourceId,
        testId,
        outcome: evaluation.outcome,
        detail: evaluation.detail,
        since,
        dueAt: failing ? (outcomeChanged || !old.dueAt ? dueDate(since, severityOf.get(testId) ?? "medium", scope.sla) : old.dueAt) : null,
      });
      if (outcomeChanged) {
        changes.push({ accountId, integrationId, resourceId, testId, syncId, fromOutcome: (old?.outcome ?? null) as TestOutcomeValue | null, toOutcome: evaluation.outcome, detail: evaluation.detail, createdAt: now });
      }
    }
  }
  for (const chunk of chunks(writes, 1000)) {
    await tx
      .insert(testResults)
      .values(chunk)
      .onConflictDoUpdate({
        target: [testResults.resourceId, testResults.testId],
        set: { outcome: sql`excluded.outcome`, detail: sql`excluded.detail`, since: sql`excluded.since`, dueAt: sql`excluded.due_at` },
      });
  }
  for (const chunk of chunks(changes, 1000)) await tx.insert(testResultChanges).values(chunk);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
