import { sha256Hex } from "@/lib/credentials/secrets";
import { sql } from "drizzle-orm";
import stableStringify from "safe-stable-stringify";
import type { TestOutcome } from "@/lib/vocabulary";
import type { DiscoveredResource, Evaluation } from "@/lib/connectors";
import type { Db, DbOrTx } from "@/lib/db/client";
import { evaluateCel, type CelBudget, type CelPair, type CelResource } from "./cel-sandbox";
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
  /** Evaluation time left to this sync's custom tests (one budget for all its batches). */
  celBudget: CelBudget;
  /**
   * Pushes rewrite every resource they carry (its `lastSeenAt` is how long a host has been silent); a pulled sync
   * writes only what is new, changed or back, and finds what is gone by what it did not see.
   */
  touchUnchanged?: boolean;
}

export interface EvaluatedResource {
  resource: DiscoveredResource;
  evaluations: [testId: string, evaluation: Evaluation][];
}

export interface StoredResource {
  id: string;
  type: string;
  externalId: string;
  created: boolean;
}

export interface BatchOutcome {
  /** Per resource in the batch, its stored id and whether this sync created it. */
  stored: StoredResource[];
  evaluated: EvaluatedResource[];
}

/**
 * Evaluates every applicable test on each resource, before any write transaction opens: built-in tests in-process,
 * the custom ones (user code) on a worker, the whole batch in one message (cel-sandbox.ts).
 */
export async function evaluateBatch(
  resources: DiscoveredResource[],
  scope: Pick<BatchScope, "testsByType" | "now" | "celBudget">,
): Promise<EvaluatedResource[]> {
  const custom: CatalogTest[] = [];
  const customIndex = new Map<CatalogTest, number>();
  const celResources: CelResource[] = [];
  const pairs: CelPair[] = [];
  const awaiting: [string, Evaluation][] = [];
  const evaluated: EvaluatedResource[] = [];
  for (const resource of resources) {
    const evaluations: [string, Evaluation][] = [];
    let celResource = -1;
    for (const test of scope.testsByType.get(resource.type) ?? []) {
      if (test.check) {
        evaluations.push([test.id, test.check(resource.attributes, resource)]);
        continue;
      }
      if (celResource < 0)
        celResource = celResources.push({ type: resource.type, name: resource.name, externalId: resource.externalId, attributes: resource.attributes }) - 1;
      let index = customIndex.get(test);
      if (index === undefined) customIndex.set(test, (index = custom.push(test) - 1));
      pairs.push([celResource, index]);
      const entry: [string, Evaluation] = [test.id, { outcome: "error", detail: "Not evaluated." }];
      evaluations.push(entry);
      awaiting.push(entry);
    }
    evaluated.push({ resource, evaluations });
  }
  if (pairs.length > 0) {
    const sources = custom.map((test) => ({ expression: test.expression ?? "", appliesWhen: test.appliesWhen }));
    const results = await evaluateCel(sources, celResources, pairs, scope.now, scope.celBudget);
    results.forEach((evaluation, i) => (awaiting[i][1] = evaluation));
  }
  return evaluated;
}

/** SHA-256 of the attributes' canonical JSON (keys sorted), so an unchanged resource is recognised whatever its key order. */
export const attributesHashOf = (attributes: Record<string, unknown>) => sha256Hex(stableStringify(attributes) ?? "");

/** One JSON parameter for a whole batch: one bind whatever its size (drizzle's multi-row builder costs more than the write). */
const rowsParam = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Writes one batch of a sync in one short transaction: the resources that are new, changed or back (unchanged ones
 * cost a read, not a write), then their results (writeResults). Rows are written in (type, externalId) order so
 * concurrent writers never deadlock.
 */
export async function applyBatch(db: Db, scope: BatchScope, evaluated: EvaluatedResource[]): Promise<BatchOutcome> {
  const unique = new Map<string, EvaluatedResource>();
  for (const item of evaluated) unique.set(`${item.resource.type}\u0000${item.resource.externalId}`, item);
  const items = [...unique.values()].sort((a, b) => compare(a.resource.type, b.resource.type) || compare(a.resource.externalId, b.resource.externalId));
  if (items.length === 0) return { stored: [], evaluated: [] };
  const { accountId, integrationId, syncId, now } = scope;
  const incoming = items.map(({ resource }) => ({
    type: resource.type,
    external_id: resource.externalId,
    name: resource.name,
    attributes: resource.attributes,
    attributes_hash: attributesHashOf(resource.attributes),
  }));

  return db.transaction(async (tx) => {
    // Results and resources are rewritten by the next sync if this one is lost in a crash.
    await tx.execute(sql`set local synchronous_commit = off`);
    const existing = [
      ...(await tx.execute<{ id: string; type: string; external_id: string; name: string; attributes_hash: string; gone: boolean }>(sql`
        select r.id, r.type, r.external_id, r.name, r.attributes_hash, r.gone_at is not null as gone
        from integration_resources r
        join jsonb_to_recordset(${rowsParam(incoming.map(({ type, external_id }) => ({ type, external_id })))}) as k(type text, external_id text)
          on r.type = k.type and r.external_id = k.external_id
        where r.integration_id = ${integrationId}`)),
    ];
    const known = new Map(existing.map((r) => [`${r.type}\u0000${r.external_id}`, r]));
    const writes = incoming.filter((r) => {
      const old = known.get(`${r.type}\u0000${r.external_id}`);
      return !old || scope.touchUnchanged || old.gone || old.attributes_hash !== r.attributes_hash || old.name !== r.name;
    });
    const written =
      writes.length === 0
        ? []
        : [
            ...(await tx.execute<{ id: string; type: string; external_id: string; created: boolean }>(sql`
              insert into integration_resources (account_id, integration_id, type, external_id, name, attributes, attributes_hash, first_seen_at, last_seen_at)
              select ${accountId}::uuid, ${integrationId}::uuid, x.type, x.external_id, x.name, x.attributes, x.attributes_hash,
                ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
              from jsonb_to_recordset(${rowsParam(writes)}) as x(type text, external_id text, name text, attributes jsonb, attributes_hash text)
              on conflict (integration_id, type, external_id) do update
                set name = excluded.name, attributes = excluded.attributes, attributes_hash = excluded.attributes_hash,
                  last_seen_at = excluded.last_seen_at, gone_at = null
              returning id, type, external_id, (xmax = 0) as created`)),
          ];
    const idOf = new Map<string, { id: string; created: boolean }>();
    for (const r of existing) idOf.set(`${r.type}\u0000${r.external_id}`, { id: r.id, created: false });
    for (const r of written) idOf.set(`${r.type}\u0000${r.external_id}`, { id: r.id, created: r.created });
    const stored = items.map(({ resource }) => {
      const { id, created } = idOf.get(`${resource.type}\u0000${resource.externalId}`)!;
      return { id, type: resource.type, externalId: resource.externalId, created };
    });
    await writeResults(
      tx,
      scope,
      items.map((item, i) => ({ resourceId: stored[i].id, integrationId, evaluations: item.evaluations })),
    );
    if (syncId) {
      await tx.execute(sql`
        update integration_syncs set resources_seen = resources_seen + ${stored.length},
          resources_new = resources_new + ${stored.filter((s) => s.created).length}, heartbeat_at = now()
        where id = ${syncId}`);
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
export async function writeResults(
  tx: DbOrTx,
  scope: Pick<BatchScope, "accountId" | "syncId" | "now" | "sla" | "testsByType">,
  items: ResultsOf[],
): Promise<void> {
  const { accountId, syncId, now } = scope;
  if (items.length === 0) return;
  const current = [
    ...(await tx.execute<{
      resource_id: string;
      test_id: string;
      outcome: TestOutcome;
      detail: string;
      since: string | Date;
      due_at: string | Date | null;
    }>(sql`
      select t.resource_id, t.test_id, t.outcome, t.detail, t.since, t.due_at
      from test_results t
      join jsonb_to_recordset(${rowsParam(items.map((i) => ({ id: i.resourceId })))}) as k(id uuid) on t.resource_id = k.id`)),
  ];
  const before = new Map(current.map((c) => [`${c.resource_id}\u0000${c.test_id}`, c]));
  const severityOf = new Map<string, CatalogTest["severity"]>();
  for (const tests of scope.testsByType.values()) for (const t of tests) severityOf.set(t.id, t.severity);

  const writes: Record<string, unknown>[] = [];
  const changes: Record<string, unknown>[] = [];
  for (const { resourceId, integrationId, evaluations } of items) {
    for (const [testId, evaluation] of evaluations) {
      const old = before.get(`${resourceId}\u0000${testId}`);
      if (old && old.outcome === evaluation.outcome && old.detail === evaluation.detail) continue;
      const outcomeChanged = !old || old.outcome !== evaluation.outcome;
      const since = outcomeChanged ? now : new Date(old.since);
      const failing = evaluation.outcome === "failing";
      const dueAt = failing ? (outcomeChanged || !old.due_at ? dueDate(since, severityOf.get(testId) ?? "medium", scope.sla) : new Date(old.due_at)) : null;
      writes.push({
        integration_id: integrationId,
        resource_id: resourceId,
        test_id: testId,
        outcome: evaluation.outcome,
        detail: evaluation.detail,
        since: since.toISOString(),
        due_at: dueAt?.toISOString() ?? null,
      });
      if (outcomeChanged) {
        changes.push({
          integration_id: integrationId,
          resource_id: resourceId,
          test_id: testId,
          from_outcome: old?.outcome ?? null,
          to_outcome: evaluation.outcome,
          detail: evaluation.detail,
        });
      }
    }
  }
  if (writes.length > 0) {
    await tx.execute(sql`
      insert into test_results (account_id, integration_id, resource_id, test_id, outcome, detail, since, due_at)
      select ${accountId}::uuid, x.integration_id, x.resource_id, x.test_id, x.outcome, x.detail, x.since, x.due_at
      from jsonb_to_recordset(${rowsParam(writes)}) as x(integration_id uuid, resource_id uuid, test_id text, outcome text, detail text,
        since timestamptz, due_at timestamptz)
      on conflict (resource_id, test_id) do update set outcome = excluded.outcome, detail = excluded.detail, since = excluded.since, due_at = excluded.due_at`);
  }
  if (changes.length > 0) {
    await tx.execute(sql`
      insert into test_result_changes (account_id, integration_id, resource_id, test_id, sync_id, from_outcome, to_outcome, detail, created_at)
      select ${accountId}::uuid, x.integration_id, x.resource_id, x.test_id, ${syncId}::uuid, x.from_outcome, x.to_outcome, x.detail,
        ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${rowsParam(changes)}) as x(integration_id uuid, resource_id uuid, test_id text, from_outcome text, to_outcome text,
        detail text)`);
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
