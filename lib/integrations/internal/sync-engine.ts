import { and, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { integrationResources, integrations, integrationSyncs, integrationSyncTests, type SyncTrigger } from "@/db/integrations";
import {
  queueWebhookEvents,
  settleAlerts,
  type AlertCondition,
  type AlertResponse,
  type ClearedCondition,
  type ReadCache,
  type WebhookEventInput,
} from "@/lib/alerts";
import { config } from "@/lib/config";
import { connectorOf, describeError, type AnyConnector, type DiscoveredResource } from "@/lib/connectors";
import { makeCtx, type Caller } from "@/lib/context";
import type { Db, DbOrTx } from "@/lib/db/client";
import { isServiceError, ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { discardSnapshot, recordSnapshot, snapshotTarget } from "@/lib/evidence";
import { formatDate } from "@/lib/format/date-time";
import { TEST_SEVERITY_LABELS } from "@/lib/vocabulary";
import { getLogger, type Logger } from "@/lib/log";
import { notify } from "@/lib/notifications";
import { controlOwnersOrAdmins } from "@/lib/ownership";
import type { SyncResponse } from "../schemas";
import { sumCounts, testCounts } from "./aggregate";
import { applyBatch, BATCH_SIZE, evaluateBatch, type BatchScope } from "./apply-batch";
import { CelBudget } from "./cel-sandbox";
import { storedSettings } from "./credentials";
import { toSync } from "./serialize";
import type { IntegrationRow } from "./find-integration";
import { remediationSlaOf } from "./remediation-sla";
import { SnapshotWriter } from "./snapshot-writer";
import { nextSyncAfter } from "./sync-frequency";
import { accountTests, testsByType, type CatalogTest } from "./test-catalog";

/**
 * One sync of one integration, split into the steps an Inngest function memoises (start, collect, alert,
 * deliver); the in-process scheduler and "Sync now" run the same steps directly. Step inputs and outputs are
 * plain JSON. The collect step talks to the vendor outside any transaction and writes each batch of resources in
 * its own short transaction (docs/DEVELOPING.md "Outbound calls").
 */

export interface SyncRequest {
  integrationId: string;
  /** The integration's account, when known: Inngest's fairness key. */
  accountId?: string;
  /** Becomes the sync's id, so a retried start cannot make a second sync. */
  syncId: string;
  trigger: Exclude<SyncTrigger, "push">;
  /** The claim a scheduled sync holds; manual syncs have none. */
  claimId: string | null;
  caller?: Caller;
}

export interface StartedSync {
  syncId: string;
  integrationId: string;
  accountId: string;
  trigger: SyncTrigger;
  claimId: string | null;
  startedAt: string;
  caller: Caller;
}

export interface StepRunner {
  run<T>(id: string, fn: () => Promise<T>): Promise<T>;
}

export const directSteps: StepRunner = { run: (_id, fn) => fn() };

export interface SyncDeps {
  db: Db;
  clock: () => Date;
  log?: Logger;
  /** Aborts the vendor calls when the server stops. */
  signal?: AbortSignal;
  cache?: ReadCache;
}

export interface SyncOutcome {
  sync: SyncResponse | null;
  alerts: AlertResponse[];
  deliveryIds: string[];
}

/** A sync still `running` without a heartbeat for this long was abandoned (its server stopped). */
export const ABANDONED_AFTER_MS = 5 * 60_000;

/** Push integrations keep a resource this long after its last report before it counts as gone (a retired laptop). */
export const PUSHED_RESOURCE_TTL_MS = 30 * 86_400_000;

export async function runSync(steps: StepRunner, deps: SyncDeps, req: SyncRequest): Promise<SyncOutcome> {
  const started = await steps.run("start", () => startSync(deps.db, req, deps.clock()));
  if (!started) return { sync: null, alerts: [], deliveryIds: [] };
  const sync = await steps.run("collect", () => collectAndStore(deps, started));
  const alerts = await steps.run("alert", () => settleSyncAlerts(deps.db, started.accountId, sync, deps.clock()));
  const deliveryIds = await steps.run("deliver", () => queueSyncEvents(deps.db, started.accountId, sync, alerts, deps.clock(), deps.cache));
  return { sync, alerts, deliveryIds };
}

/**
 * Opens the sync: locks the integration, refuses a second sync while one runs (a manual request answers 409;
 * a scheduled one gives up its turn), records abandoned syncs as failed, and inserts the `running` row.
 * Answers null when there is nothing to do (deleted, claim lost, already started under this id).
 */
export async function startSync(db: Db, req: SyncRequest, now: Date): Promise<StartedSync | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(integrations)
      .where(and(eq(integrations.id, req.integrationId), isNull(integrations.deletedAt)))
      .for("update")
      .limit(1);
    if (!row) return null;
    if (req.trigger === "scheduled" && row.claimId !== req.claimId) return null;
    const [existing] = await tx.select({ id: integrationSyncs.id }).from(integrationSyncs).where(eq(integrationSyncs.id, req.syncId)).limit(1);
    if (existing) return null;
    const abandonedBefore = new Date(now.getTime() - ABANDONED_AFTER_MS);
    await tx
      .update(integrationSyncs)
      .set({ status: "failed", completedAt: now, error: "The sync stopped without finishing (the server running it stopped); the next sync starts over." })
      .where(and(eq(integrationSyncs.integrationId, row.id), eq(integrationSyncs.status, "running"), lt(integrationSyncs.heartbeatAt, abandonedBefore)));
    const [running] = await tx
      .select({ id: integrationSyncs.id })
      .from(integrationSyncs)
      .where(
        and(
          eq(integrationSyncs.integrationId, row.id),
          eq(integrationSyncs.status, "running"),
          or(gt(integrationSyncs.heartbeatAt, abandonedBefore), isNull(integrationSyncs.heartbeatAt)),
        ),
      )
      .limit(1);
    if (running) {
      if (req.trigger === "manual") throw new ServiceError("conflict", "A sync of this integration is running; wait for it to finish.", { syncId: running.id });
      await tx
        .update(integrations)
        .set({ claimId: null, claimedUntil: null, nextSyncAt: nextSyncAfter(now, row.syncFrequency) })
        .where(eq(integrations.id, row.id));
      return null;
    }
    await tx.insert(integrationSyncs).values({
      id: req.syncId,
      accountId: row.accountId,
      integrationId: row.id,
      trigger: req.trigger,
      status: "running",
      startedAt: now,
      heartbeatAt: now,
      createdAt: now,
    });
    await tx.update(integrations).set({ lastSyncId: req.syncId }).where(eq(integrations.id, row.id));
    return {
      syncId: req.syncId,
      integrationId: row.id,
      accountId: row.accountId,
      trigger: req.trigger,
      claimId: req.claimId,
      startedAt: now.toISOString(),
      caller: req.caller ?? { kind: "internal" },
    };
  });
}

/** Runs discovery (or, for push integrations, re-reads what was pushed), evaluates, stores and snapshots. */
export async function collectAndStore(deps: SyncDeps, started: StartedSync): Promise<SyncResponse> {
  const { db } = deps;
  const log = (deps.log ?? getLogger()).child({ integrationId: started.integrationId, syncId: started.syncId });
  const [row] = await db.select().from(integrations).where(eq(integrations.id, started.integrationId)).limit(1);
  const connector = row ? connectorOf(row.provider) : undefined;
  if (!row || !connector) return finishFailed(db, started, "The integration's provider is not available on this server.", deps.clock());
  const now = new Date(started.startedAt);
  const tests = await accountTests(db, row.accountId);
  const scope: BatchScope = {
    accountId: row.accountId,
    integrationId: row.id,
    syncId: started.syncId,
    now,
    sla: await remediationSlaOf(db, row.accountId),
    testsByType: testsByType(tests),
    celBudget: new CelBudget(),
  };
  const target = snapshotTarget(row.accountId);
  const writer = new SnapshotWriter(target.storageKey, {
    integration: { id: row.id, name: row.name, provider: row.provider },
    sync: { id: started.syncId, trigger: started.trigger, startedAt: started.startedAt },
    tests: testsOf(connector, row, tests).map((t) => ({ id: t.id, title: t.title, severity: t.severity, resourceType: t.resourceType, controls: t.controls })),
  });
  const deadline = AbortSignal.timeout(config.integrations.syncTimeoutMs);
  const signal = deps.signal ? AbortSignal.any([deps.signal, deadline]) : deadline;
  // What this sync saw, by stored id: whatever else the integration holds is gone once discovery completes.
  const seen = new Set<string>();
  // One batch is written while discovery fills the next: a sync takes about the longer of the two, not their sum.
  let writing: Promise<void> = Promise.resolve();
  try {
    const source = connector.mode === "push" ? storedResources(db, row.id) : discover(connector, row, { signal, log, now });
    let batch: DiscoveredResource[] = [];
    const flush = async () => {
      const evaluated = await evaluateBatch(batch, scope);
      batch = [];
      await writing;
      writing = (async () => {
        const { stored } = await applyBatch(db, scope, evaluated);
        for (const s of stored) seen.add(s.id);
        await writer.add(evaluated);
      })();
      // Surfaced at the next flush or at the end; never left unhandled meanwhile.
      writing.catch(() => {});
    };
    for await (const resource of source) {
      batch.push(resource);
      if (batch.length >= BATCH_SIZE) await flush();
    }
    if (batch.length > 0) await flush();
    await writing;
    if (scope.celBudget.exhausted)
      log.warn(
        { budgetMs: scope.celBudget.limitMs },
        "custom tests used up their evaluation budget; the rest of this sync's custom results are errors (CEL_SYNC_BUDGET_MS)",
      );
  } catch (error) {
    await writing.catch(() => {});
    await writer.abort();
    const message = deadline.aborted
      ? `The sync took longer than ${Math.round(config.integrations.syncTimeoutMs / 60_000)} minutes and was stopped (INTEGRATION_SYNC_TIMEOUT_MS).`
      : isServiceError(error)
        ? error.message
        : describeError(error);
    if (!isServiceError(error)) log.warn({ err: error }, "integration sync failed");
    return finishFailed(db, started, message, deps.clock());
  }
  try {
    return await finishSucceeded(db, started, row, connector, tests, writer, target.fileId, seen, deps.clock());
  } catch (error) {
    // Unfinished, the snapshot is abandoned here; finished, finishSucceeded removed it when its transaction failed.
    await writer.abort();
    log.error({ err: error }, "integration sync could not be stored");
    return finishFailed(db, started, `The sync's results could not be stored (reference ${started.syncId}); the next sync tries again.`, deps.clock());
  }
}

function discover(connector: AnyConnector, row: IntegrationRow, ctx: { signal: AbortSignal; log: Logger; now: Date }): AsyncIterable<DiscoveredResource> {
  const settings = storedSettings(connector, row);
  if (settings.invalid !== null) {
    throw new ServiceError(
      "validation_failed",
      settings.invalid === "config"
        ? "The integration's configuration is no longer valid for its provider; edit it."
        : "The integration's credentials are incomplete for its provider; enter them again.",
    );
  }
  return connector.discover!({
    config: settings.config,
    credentials: settings.credentials,
    allowPrivateTargets: config.integrations.allowPrivateTargets,
    ...ctx,
  });
}

/** A push integration's current resources, read back page by page for the periodic re-evaluation and snapshot. */
async function* storedResources(db: Db, integrationId: string): AsyncIterable<DiscoveredResource> {
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const page = await db
      .select({
        id: integrationResources.id,
        type: integrationResources.type,
        externalId: integrationResources.externalId,
        name: integrationResources.name,
        attributes: integrationResources.attributes,
      })
      .from(integrationResources)
      .where(and(eq(integrationResources.integrationId, integrationId), isNull(integrationResources.goneAt), gt(integrationResources.id, after)))
      .orderBy(integrationResources.id)
      .limit(BATCH_SIZE);
    for (const r of page) yield { type: r.type, externalId: r.externalId, name: r.name, attributes: r.attributes };
    if (page.length < BATCH_SIZE) return;
    after = page[page.length - 1].id;
  }
}

/** The tests a sync of this integration can evaluate: its connector's and the account's custom ones over its types. */
function testsOf(connector: AnyConnector, row: IntegrationRow, tests: CatalogTest[]): CatalogTest[] {
  const types = new Set((connector.pushTypes?.(row.config) ?? connector.resourceTypes).map((t) => t.type));
  return tests.filter((t) => types.has(t.resourceType));
}

async function finishSucceeded(
  db: Db,
  started: StartedSync,
  row: IntegrationRow,
  connector: AnyConnector,
  tests: CatalogTest[],
  writer: SnapshotWriter,
  fileId: string,
  seen: Set<string>,
  now: Date,
): Promise<SyncResponse> {
  // Gone: what this complete discovery did not see; for pushed resources, what has not reported in a while.
  const gone =
    connector.mode === "push"
      ? await db
          .update(integrationResources)
          .set({ goneAt: now })
          .where(
            and(
              eq(integrationResources.integrationId, row.id),
              isNull(integrationResources.goneAt),
              lt(integrationResources.lastSeenAt, new Date(now.getTime() - PUSHED_RESOURCE_TTL_MS)),
            ),
          )
          .returning({ id: integrationResources.id })
      : await markUnseenGone(db, row, seen, now);
  const counts = await testCounts(db, row.accountId, { integrationId: row.id }, now);
  const totals = sumCounts(counts);
  // The object is complete in storage before the row that refers to it is written.
  const file = await writer.finish({ completedAt: now.toISOString(), resourcesGone: gone.length, ...totals });
  const relevant = testsOf(connector, row, tests);
  try {
    return await db.transaction(async (tx) => {
      const ctx = makeCtx(started.caller, { db, requestId: started.syncId, now: () => now });
      const snapshot = await recordSnapshot(tx, ctx, {
        accountId: row.accountId,
        evidenceId: row.evidenceId,
        title: `${connector.name} · ${row.name}: automated test results`,
        description:
          `What the ${connector.name} integration "${row.name}" observed at each sync: every resource, its attributes and each ` +
          `test's outcome. Written by the platform; each sync adds a version with its SHA-256.`,
        controls: uniqueControls(relevant),
        file: {
          fileId,
          storageKey: writer.storageKey,
          filename: `${slug(connector.id)}-${slug(row.name)}-${now.toISOString().replace(/[:.]/g, "-")}.json`,
          contentType: "application/json",
          ...file,
        },
        collectedAt: now,
        producedBy: `integration:${row.id}`,
      });
      const [sync] = await tx
        .update(integrationSyncs)
        .set({
          status: "succeeded",
          completedAt: now,
          resourcesGone: gone.length,
          ...totals,
          snapshotFileId: snapshot.fileId,
          snapshotSha256: file.sha256,
          evidenceVersion: snapshot.version,
        })
        .where(eq(integrationSyncs.id, started.syncId))
        .returning();
      if (counts.length > 0) {
        await tx.insert(integrationSyncTests).values(
          counts.map((c) => ({
            syncId: started.syncId,
            testId: c.testId,
            accountId: row.accountId,
            integrationId: row.id,
            passing: c.passing,
            failing: c.failing,
            errors: c.errors,
            notApplicable: c.notApplicable,
            excluded: c.excluded,
            createdAt: now,
          })),
        );
      }
      await tx
        .update(integrations)
        .set({
          lastSyncAt: now,
          lastSyncStatus: "succeeded",
          lastSyncError: null,
          evidenceId: snapshot.evidenceId,
          ...(started.trigger === "scheduled" ? { nextSyncAt: nextSyncAfter(now, row.syncFrequency), claimId: null, claimedUntil: null } : {}),
        })
        .where(eq(integrations.id, row.id));
      await recordEvent(tx, ctx, {
        accountId: row.accountId,
        action: "integration.synced",
        targetType: "integration",
        targetId: row.id,
        details: {
          syncId: started.syncId,
          trigger: started.trigger,
          resources: sync.resourcesSeen,
          gone: gone.length,
          failing: totals.failing,
          sha256: file.sha256,
        },
      });
      return toSync(sync, snapshot.evidenceId);
    });
  } catch (error) {
    await discardSnapshot(writer.storageKey);
    throw error;
  }
}

/**
 * Marks gone the current resources a complete pull sync did not see, by set difference, so unchanged resources need
 * no write to prove they were seen. Their `lastSeenAt` becomes the previous sync, the last one that saw them.
 */
async function markUnseenGone(db: Db, row: IntegrationRow, seen: Set<string>, now: Date): Promise<{ id: string }[]> {
  const unseen: string[] = [];
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const page = await db
      .select({ id: integrationResources.id })
      .from(integrationResources)
      .where(and(eq(integrationResources.integrationId, row.id), isNull(integrationResources.goneAt), gt(integrationResources.id, after)))
      .orderBy(integrationResources.id)
      .limit(5_000);
    for (const r of page) if (!seen.has(r.id)) unseen.push(r.id);
    if (page.length < 5_000) break;
    after = page[page.length - 1].id;
  }
  const lastSeen = row.lastSyncStatus === "succeeded" && row.lastSyncAt ? row.lastSyncAt : null;
  for (let i = 0; i < unseen.length; i += 1_000) {
    const ids = unseen.slice(i, i + 1_000);
    await db
      .update(integrationResources)
      .set({ goneAt: now, ...(lastSeen ? { lastSeenAt: sql`greatest(${integrationResources.lastSeenAt}, ${lastSeen.toISOString()}::timestamptz)` } : {}) })
      .where(and(eq(integrationResources.integrationId, row.id), inArray(integrationResources.id, ids)));
  }
  return unseen.map((id) => ({ id }));
}

/** Records a sync that could not finish: the reason in words, the integration's status, its next turn. */
export async function finishFailed(db: Db, started: StartedSync, message: string, now: Date): Promise<SyncResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(integrations).where(eq(integrations.id, started.integrationId)).limit(1);
    const [sync] = await tx
      .update(integrationSyncs)
      .set({ status: "failed", completedAt: now, error: message })
      .where(eq(integrationSyncs.id, started.syncId))
      .returning();
    await tx
      .update(integrations)
      .set({
        lastSyncAt: now,
        lastSyncStatus: "failed",
        lastSyncError: message,
        ...(started.trigger === "scheduled" && row ? { nextSyncAt: nextSyncAfter(now, row.syncFrequency), claimId: null, claimedUntil: null } : {}),
      })
      .where(eq(integrations.id, started.integrationId));
    await recordEvent(tx, makeCtx(started.caller, { db, requestId: started.syncId, now: () => now }), {
      accountId: started.accountId,
      action: "integration.sync_failed",
      targetType: "integration",
      targetId: started.integrationId,
      details: { syncId: started.syncId, trigger: started.trigger, error: message },
    });
    return toSync(sync, row?.evidenceId ?? null);
  });
}

function uniqueControls(tests: CatalogTest[]) {
  const seen = new Map<string, { framework: string; controlId: string }>();
  for (const t of tests) for (const c of t.controls) seen.set(`${c.framework}\u0000${c.controlId}`, c);
  return [...seen.values()];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60) || "integration";

/**
 * The alerts a finished sync settles (docs/api.md §11): a failed sync raises `integration.sync_failed`; a complete
 * one clears it, raises `test.failing` for each test failing on a current, not excluded resource (updated while it
 * keeps failing) and resolves those of tests that pass again.
 */
export async function settleSyncAlerts(db: Db, accountId: string, sync: SyncResponse, now: Date): Promise<AlertResponse[]> {
  const [row] = await db
    .select({ name: integrations.name, provider: integrations.provider })
    .from(integrations)
    .where(eq(integrations.id, sync.integrationId))
    .limit(1);
  if (!row) return [];
  const label = `${connectorOf(row.provider)?.name ?? row.provider} · ${row.name}`;
  const subject = { kind: "integration" as const, integrationId: sync.integrationId, syncId: sync.id };
  if (sync.status === "failed") {
    const { raised } = await settleAlerts(db, {
      accountId,
      subject,
      shown: [{ type: "integration.sync_failed", severity: "critical", title: `${label} could not sync`, message: sync.error ?? "The sync failed." }],
      cleared: [],
      now,
      requestId: sync.id,
      onRaised: (tx, alerts) => notifyRaised(tx, accountId, alerts, new Map()),
    });
    return raised;
  }
  const counts = await testCounts(db, accountId, { integrationId: sync.integrationId }, now);
  const catalog = new Map((await accountTests(db, accountId)).map((t) => [t.id, t]));
  const shown: AlertCondition[] = [];
  const cleared: ClearedCondition[] = [{ type: "integration.sync_failed" }];
  for (const c of counts) {
    const test = catalog.get(c.testId);
    if (c.failing === 0 || !test) {
      cleared.push({ type: "test.failing", testId: c.testId });
      continue;
    }
    const due = c.dueAt ? ` Fix by ${formatDate(c.dueAt)} (${TEST_SEVERITY_LABELS[test.severity].toLowerCase()} severity).` : "";
    shown.push({
      type: "test.failing",
      severity: test.severity === "critical" || test.severity === "high" ? "critical" : "warning",
      testId: c.testId,
      title: `${test.title}: failing on ${c.failing} ${c.failing === 1 ? "resource" : "resources"} of ${label}`,
      message: `Failing since ${formatDate(c.failingSince ?? now)}.${due} ${firstSentence(test.remediation.console)}`.trim(),
    });
  }
  const { raised } = await settleAlerts(db, {
    accountId,
    subject,
    shown,
    cleared,
    now,
    requestId: sync.id,
    onRaised: (tx, alerts) => notifyRaised(tx, accountId, alerts, catalog),
  });
  return raised;
}

/** Tells the owners of a failing test's controls (else the owners and admins) once per raised alert. */
async function notifyRaised(tx: DbOrTx, accountId: string, alerts: AlertResponse[], catalog: Map<string, CatalogTest>): Promise<void> {
  for (const alert of alerts) {
    const test = alert.testId ? catalog.get(alert.testId) : undefined;
    const controls = (test?.controls ?? []).map((c) => ({ frameworkId: c.framework, controlId: c.controlId }));
    await notify(tx, {
      accountId,
      recipients: await controlOwnersOrAdmins(tx, accountId, controls),
      kind: alert.type === "test.failing" ? "test.failing" : "integration.sync_failed",
      title: alert.title,
      body: alert.message,
      link: alert.testId ? `/tests/${encodeURIComponent(alert.testId)}` : `/integrations/${alert.integrationId}`,
      subjectType: "alert",
      subjectId: alert.id,
      dedupeKey: `alert:${alert.id}`,
    });
  }
}

const firstSentence = (text: string) => (text.match(/^[^.]*\.?/)?.[0] ?? text).slice(0, 300);

/** `integration.synced` for every completed sync, and one message per raised alert (docs/api.md §12). */
export function queueSyncEvents(db: DbOrTx, accountId: string, sync: SyncResponse, alerts: AlertResponse[], now: Date, cache?: ReadCache): Promise<string[]> {
  const at = new Date(sync.completedAt ?? now.toISOString());
  const events: WebhookEventInput[] = [
    ...(sync.status === "succeeded"
      ? [{ type: "integration.synced" as const, key: `${sync.id}:integration.synced`, at, data: { alert: null, result: null, sync } }]
      : []),
    ...alerts.map((alert) => ({ type: alert.type, key: `${sync.id}:${alert.type}:${alert.testId ?? ""}`, at, data: { alert, result: null, sync } })),
  ];
  return queueWebhookEvents(db, accountId, events, now, cache);
}
