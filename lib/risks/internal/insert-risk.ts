import { eq, sql } from "drizzle-orm";
import { accounts } from "@/db/accounts";
import { riskControls, risks } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events";
import type { CreateRiskInput } from "../schemas";
import { nextReviewAfter } from "./dates";
import { recordScoreChange, scoreState } from "./history";
import { riskReference } from "./serialize";

const uniqueRefs = <T extends { framework: string; controlId: string }>(refs: T[]) => [
  ...new Map(refs.map((c) => [`${c.framework}\u0000${c.controlId}`, c])).values(),
];

/**
 * Writes a new risk of the register in the caller's transaction (its owner and controls already checked): the next
 * number of the account (the account row is locked while it is taken), the controls, the first history entry and the
 * audit-trail row. A risk scored on creation is `assessed`, else `identified`.
 */
export async function insertRisk(
  tx: DbOrTx,
  ctx: Ctx,
  at: { accountId: string; userId: string | null; libraryId?: string },
  input: CreateRiskInput,
): Promise<string> {
  const { accountId, userId } = at;
  const now = ctx.now();
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${risks.number}), 0)::int + 1` })
    .from(risks)
    .where(eq(risks.accountId, accountId));
  const [row] = await tx
    .insert(risks)
    .values({
      accountId,
      number: Number(next),
      title: input.title,
      description: input.description ?? null,
      category: input.category,
      customCategory: input.category === "custom" ? (input.customCategory ?? null) : null,
      scope: input.scope ?? null,
      threat: input.threat ?? null,
      vulnerability: input.vulnerability ?? null,
      ownerId: input.ownerId ?? null,
      inherentLikelihood: input.inherentLikelihood ?? null,
      inherentImpact: input.inherentImpact ?? null,
      treatment: input.treatment ?? null,
      treatmentPlan: input.treatmentPlan ?? null,
      residualLikelihood: input.residualLikelihood ?? null,
      residualImpact: input.residualImpact ?? null,
      targetDate: input.targetDate ?? null,
      status: input.inherentLikelihood ? "assessed" : "identified",
      reviewCadence: input.reviewCadence,
      nextReviewDate: input.nextReviewDate ?? nextReviewAfter(now, input.reviewCadence),
      libraryId: at.libraryId ?? null,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const controls = uniqueRefs(input.controls);
  if (controls.length > 0) {
    await tx.insert(riskControls).values(controls.map((c) => ({ riskId: row.id, accountId, frameworkId: c.framework, controlId: c.controlId })));
  }
  const after = scoreState(row);
  await recordScoreChange(tx, ctx, { accountId, riskId: row.id, userId, before: null, after });
  await recordEvent(tx, ctx, {
    accountId,
    action: "risk.created",
    targetType: "risk",
    targetId: row.id,
    details: { reference: riskReference(row.number), title: row.title, ...(at.libraryId ? { library_id: at.libraryId } : {}), scores: { before: null, after } },
  });
  return row.id;
}
