import { and, eq } from "drizzle-orm";
import { auditSampleItems, auditSamples } from "@/db/audit-populations";
import type { Ctx } from "@/lib/context";
import { assertReviewable, auditorAudit, auditorGate } from "../auditor/internal/access";
import { recordActivity } from "../internal/activity";
import type { RecordSampleResultInput } from "./schemas";
import { openFinding, rewriteFindingText } from "../internal/open-finding";
import { exceptionsOf, sampleDetail, sampleItemOf, sampleOf } from "./internal/sample-rows";
import { findingText, findingTitle } from "./internal/wording";

/**
 * The auditor's result for one sampled item. Exceptions roll into one finding on the population's control: the
 * first opens it (`finding_created`, as the auditor's own findings), later changes rewrite its description so it
 * always lists the sample's current exceptions. Recording the same result and notes again changes nothing.
 */
export async function recordSampleResult(ctx: Ctx, sampleId: string, position: number, input: RecordSampleResultInput) {
  const caller = await auditorGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await auditorAudit(ctx, tx, caller, { lock: true });
    assertReviewable(audit);
    const { sample, population } = await sampleOf(tx, audit.id, sampleId);
    const item = await sampleItemOf(tx, sample.id, position);
    const notes = input.notes ?? null;
    if (item.result === input.result && item.notes === notes) return sampleDetail(tx, sample, population);

    const now = ctx.now();
    await tx
      .update(auditSampleItems)
      .set({ result: input.result, notes, testedAt: now })
      .where(and(eq(auditSampleItems.sampleId, sample.id), eq(auditSampleItems.position, item.position)));
    let findingId = sample.findingId;
    if (input.result === "exception" || item.result === "exception") {
      const exceptions = await exceptionsOf(tx, sample);
      const description = findingText(population, sample, exceptions);
      if (findingId) await rewriteFindingText(tx, findingId, description, now);
      else if (exceptions.length > 0) {
        const finding = await openFinding(
          tx,
          ctx,
          audit,
          actor,
          { controlId: population.controlId, severity: input.severity ?? "minor", title: findingTitle(population), description },
          now,
        );
        findingId = finding.id;
        await tx.update(auditSamples).set({ findingId }).where(eq(auditSamples.id, sample.id));
      }
    }
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "sample_item_tested",
      actor,
      controlId: population.controlId,
      status: input.result,
      details: {
        sample_id: sample.id,
        position: item.position,
        row_number: item.rowNumber,
        result: input.result,
        from: item.result,
        notes,
        finding_id: findingId,
      },
      at: now,
    });
    return sampleDetail(tx, { ...sample, findingId }, population);
  });
}
