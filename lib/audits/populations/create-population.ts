import { sha256Hex } from "@/lib/credentials/secrets";
import { auditPopulationRows, auditPopulations, type PopulationKind } from "@/db/audit-populations";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { incidentPopulation } from "@/lib/incidents";
import { integrationPopulation } from "@/lib/integrations";
import { activeMember } from "@/lib/members";
import { peoplePopulation } from "@/lib/people";
import { assertNotComplete, customerGate, findCustomerAudit, lockCustomerAudit } from "../internal/access";
import { findAuditControl } from "../auditor/internal/access";
import { recordActivity } from "../internal/activity";
import type { PopulationJson } from "./schemas";
import { MAX_POPULATION_ROWS, type CreatePopulationInput } from "./schemas";
import { parseCsvRows, parsePushedRows, type ParsedPopulation } from "./internal/parse-rows";
import { requireWindow, rowErrors, rowValidationError } from "./internal/period";
import { findPopulationView } from "./internal/population-rows";
import { toPopulation } from "./internal/serialize";

/** Rows per INSERT: 5 parameters each stays far below PostgreSQL's 65,535 per statement. */
const BATCH = 5_000;

/**
 * The population's fingerprint, so the auditor can tell the rows sampled are the rows received (docs/api.md §8):
 * for a CSV, SHA-256 of the CSV text exactly as received, as UTF-8 bytes (a BOM included), which is what `sha256sum`
 * prints for the file that was sent; for pushed rows, SHA-256 of `JSON.stringify` of the normalized rows array, each
 * row `{key, occurred_at, owner_email, data}` in that order (key trimmed, date as ISO 8601 UTC with milliseconds or
 * null, e-mail lowercased or null, data as sent); rows pulled from an integration are fingerprinted the same way.
 */
function fingerprint(input: CreatePopulationInput, parsed: ParsedPopulation): string {
  const content = input.csv ?? JSON.stringify(parsed.rows);
  return sha256Hex(content);
}

/**
 * The rows an integration knows for this kind, inside the audit's period, read before the transaction: the last
 * sync's resources, or the system itself asked on demand (GitHub's merged pull requests) under its own deadline.
 * The audit is read here only for its period; the transaction locks and checks it again.
 */
async function pullFromIntegration(ctx: Ctx, accountId: string, auditId: string, integrationId: string, kind: PopulationKind) {
  const window = requireWindow(await findCustomerAudit(ctx.db, accountId, auditId));
  return integrationPopulation(
    ctx.db,
    accountId,
    { integrationId, kind, from: window.from, toExclusive: window.toExclusive, maxRows: MAX_POPULATION_ROWS },
    ctx.log,
  );
}

/**
 * What the product's own register holds for the audit's period, read before the transaction like an integration's rows:
 * the incidents (lib/incidents), or the people roster's new hires or terminations (lib/people).
 */
async function pullFromRegister(ctx: Ctx, accountId: string, auditId: string, kind: PopulationKind) {
  const window = requireWindow(await findCustomerAudit(ctx.db, accountId, auditId));
  if (kind === "new_hires" || kind === "terminations") {
    return { integrationName: "People", rows: await peoplePopulation(ctx.db, accountId, { kind, ...window, maxRows: MAX_POPULATION_ROWS }) };
  }
  const { sourceName, rows } = await incidentPopulation(ctx.db, accountId, { ...window, maxRows: MAX_POPULATION_ROWS });
  return { integrationName: sourceName, rows };
}

/**
 * Stores a population of one control of the audit, whole or not at all: any problem in any row is 400 with the
 * problems listed and nothing written. Rows are numbered 1..N in the order received.
 */
export async function createPopulation(ctx: Ctx, auditId: string, input: CreatePopulationInput): Promise<PopulationJson> {
  const caller = await customerGate(ctx);
  const pulled =
    input.source === "register"
      ? await pullFromRegister(ctx, caller.accountId, auditId, input.kind)
      : input.integration_id !== undefined
        ? await pullFromIntegration(ctx, caller.accountId, auditId, input.integration_id, input.kind)
        : undefined;
  // Parsed before the audit is locked: a large file should not hold the lock while it is read.
  const parsed = input.csv !== undefined ? await parseCsvRows(input.csv, input.mapping) : parsePushedRows(pulled?.rows ?? input.rows ?? []);
  const sha256 = fingerprint(input, parsed);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await lockCustomerAudit(tx, caller, auditId);
    assertNotComplete(audit);
    const window = requireWindow(audit);
    const control = await findAuditControl(tx, audit.id, input.control_id, "body");
    // An excluded control is not tested, so nothing would ever be sampled from its population.
    if (!control.inScope) throw ServiceError.validation([{ path: "control_id", message: `is out of the audit's scope: ${control.controlId}` }]);
    const ownerUserId = input.owner_user_id ?? caller.userId;
    if (input.owner_user_id) await activeMember(tx, audit.accountId, input.owner_user_id, "owner_user_id");
    if (parsed.mappingIssues.length > 0) throw ServiceError.validation(parsed.mappingIssues);
    const errors = rowErrors(parsed, window, input.csv !== undefined ? (parsed.mapping?.occurred_at ?? null) : "occurred_at");
    if (errors.length > 0) throw rowValidationError(errors, input.csv !== undefined ? "csv" : "rows");

    // A loop, not Math.min(...dates): 100,000 arguments overflow the call stack.
    let first: Date | null = null;
    let last: Date | null = null;
    for (const d of parsed.dates) {
      if (d && (!first || d < first)) first = d;
      if (d && (!last || d > last)) last = d;
    }
    const now = ctx.now();
    const [population] = await tx
      .insert(auditPopulations)
      .values({
        auditId: audit.id,
        accountId: audit.accountId,
        controlId: control.controlId,
        name: input.name,
        kind: input.kind,
        frequency: input.frequency,
        source: input.source,
        sourceDetail: pulled?.integrationName ?? input.filename ?? null,
        columns: parsed.columns,
        rowCount: parsed.rows.length,
        coverageFrom: first,
        coverageTo: last,
        sha256,
        ownerUserId,
        createdBy: caller.userId,
        createdAt: now,
      })
      .returning({ id: auditPopulations.id });
    for (let start = 0; start < parsed.rows.length; start += BATCH) {
      await tx.insert(auditPopulationRows).values(
        parsed.rows.slice(start, start + BATCH).map((row, i) => ({
          populationId: population.id,
          rowNumber: start + i + 1,
          itemKey: row.key,
          occurredAt: parsed.dates[start + i],
          ownerEmail: row.owner_email,
          data: row.data,
        })),
      );
    }
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "population_added",
      actor,
      controlId: control.controlId,
      details: { population_id: population.id, name: input.name, kind: input.kind, source: input.source, row_count: parsed.rows.length, sha256 },
      at: now,
    });
    return toPopulation(await findPopulationView(tx, audit.id, population.id));
  });
}
