import { auditSampleItems, auditSamples } from "@/db/audit-populations";
import type { Ctx } from "@/lib/context";
import { reply } from "@/lib/http/reply";
import { assertReviewable, auditorAudit, auditorGate } from "../auditor/internal/access";
import { recordActivity } from "../internal/activity";
import type { SampleDetailJson, SampleDrawJson } from "./schemas";
import type { CreateSampleInput } from "./schemas";
import { assigneesFor } from "./internal/assignees";
import { planDraw } from "./internal/draw";
import { openEvidenceRequests } from "../internal/open-evidence-requests";
import { populationOf, sampleDetail } from "./internal/sample-rows";
import { toSampleDraw } from "./internal/serialize";
import { evidenceRequestText } from "./internal/wording";

const DEFAULT_DUE_DAYS = 14;

/**
 * The auditor draws a sample from a population of the audit (docs/sampling.md). A dry run records nothing and is
 * allowed in any status, a completed audit included: it is how anyone re-performs a recorded sample. Otherwise each
 * drawn item becomes an evidence request on the population's control, and the draw is one `sample_drawn` entry.
 */
export async function createSample(ctx: Ctx, populationId: string, input: CreateSampleInput) {
  const caller = await auditorGate(ctx);
  if (input.dry_run) {
    const { audit } = await auditorAudit(ctx, ctx.db, caller);
    const population = await populationOf(ctx.db, audit.id, populationId);
    const draw = await planDraw(ctx.db, population, input);
    return reply<SampleDetailJson | SampleDrawJson>(toSampleDraw(population, draw, draw.rows), 200);
  }
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await auditorAudit(ctx, tx, caller, { lock: true });
    assertReviewable(audit);
    const population = await populationOf(tx, audit.id, populationId);
    const draw = await planDraw(tx, population, input);
    const now = ctx.now();
    const dueAt = input.due_at ?? new Date(now.getTime() + DEFAULT_DUE_DAYS * 86_400_000);
    const assignees = await assigneesFor(
      tx,
      audit.accountId,
      draw.rows.map((r) => r.ownerEmail),
      population.ownerUserId,
    );

    const [sample] = await tx
      .insert(auditSamples)
      .values({
        auditId: audit.id,
        accountId: audit.accountId,
        populationId: population.id,
        size: draw.size,
        recommendedSize: draw.recommendedSize,
        overrideReason: draw.overrideReason,
        seed: draw.seed,
        algorithm: draw.algorithm,
        populationRowCount: population.rowCount,
        populationSha256: population.sha256,
        drawnBy: actor.id,
        drawnByName: actor.name,
        createdAt: now,
      })
      .returning();
    const requests = await openEvidenceRequests(
      tx,
      audit,
      actor.id,
      draw.rows.map((row, i) => ({
        controlId: population.controlId,
        description: evidenceRequestText(population, row, i + 1, draw.size),
        priority: "medium",
        assigneeUserId: assignees[i],
        dueAt,
      })),
      now,
    );
    await tx
      .insert(auditSampleItems)
      .values(draw.rows.map((row, i) => ({ sampleId: sample.id, position: i + 1, rowNumber: row.rowNumber, evidenceRequestId: requests[i].id })));
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "sample_drawn",
      actor,
      controlId: population.controlId,
      details: {
        sample_id: sample.id,
        population_id: population.id,
        population_name: population.name,
        size: sample.size,
        recommended_size: sample.recommendedSize,
        override_reason: sample.overrideReason,
        seed: sample.seed,
        algorithm: sample.algorithm,
        row_numbers: draw.rows.map((r) => r.rowNumber),
      },
      at: now,
    });
    return sampleDetail(tx, sample, population);
  });
}
