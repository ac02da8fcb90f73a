import { eq } from "drizzle-orm";
import { riskControls, risks } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { changedFields } from "./internal/changed-fields";
import { checkRiskInput } from "./internal/check-input";
import { nextReviewAfter } from "./internal/dates";
import { recordScoreChange, scoreState } from "./internal/history";
import { lockRisk } from "./internal/lock-risk";
import { riskRow } from "./internal/risk-rows";
import { riskScaleOf } from "./internal/scale";
import { riskReference, toRisk } from "./internal/serialize";
import type { RiskJson, UpdateRiskInput } from "./schemas";

type RiskRecord = typeof risks.$inferSelect;

/** The plain fields a PATCH sets as given (null clears a nullable one). */
const FIELDS = [
  "title",
  "description",
  "category",
  "customCategory",
  "scope",
  "threat",
  "vulnerability",
  "ownerId",
  "inherentLikelihood",
  "inherentImpact",
  "treatment",
  "treatmentPlan",
  "residualLikelihood",
  "residualImpact",
  "targetDate",
  "reviewCadence",
  "nextReviewDate",
] as const satisfies readonly (keyof UpdateRiskInput & keyof RiskRecord)[];

/**
 * Edits a risk (docs/api.md "Risks"): members and above. `controls` replaces the set; `status` moves it along the
 * register (`assessed` and `treating` need inherent scores, `treating` a treatment; leaving `accepted` drops the
 * acceptance); a risk first scored moves from `identified` to `assessed`. A change of scores, status or treatment adds
 * a history entry; the audit-trail row lists every changed field with the scores before and after.
 */
export async function updateRisk(ctx: Ctx, id: string, input: UpdateRiskInput): Promise<RiskJson> {
  const { accountId, userId } = requireRole(ctx, "member");
  const scale = await riskScaleOf(ctx.db, accountId);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await lockRisk(tx, accountId, id);
    const category = input.category ?? before.category;
    const customCategory = input.customCategory !== undefined ? input.customCategory : before.customCategory;
    await checkRiskInput(tx, accountId, scale, input, category, customCategory);

    const { set, changes } = changedFields(before, input, FIELDS);
    if (category !== "custom" && before.customCategory !== null && set.customCategory === undefined) set.customCategory = null;
    const next = { ...before, ...set };
    const status = nextStatus(before, next, input.status);
    if (status !== before.status) {
      set.status = status;
      changes.status = { from: before.status, to: status };
      if (before.status === "accepted") Object.assign(set, { acceptedBy: null, acceptedAt: null, acceptanceJustification: null, acceptanceExpiresOn: null });
    }
    if (input.reviewed) {
      set.lastReviewedAt = now;
      if (input.nextReviewDate === undefined) set.nextReviewDate = nextReviewAfter(now, next.reviewCadence);
      changes.reviewed = { from: before.lastReviewedAt?.toISOString() ?? null, to: now.toISOString() };
    } else if (input.reviewCadence !== undefined && input.nextReviewDate === undefined && input.reviewCadence !== before.reviewCadence) {
      set.nextReviewDate = nextReviewAfter(before.lastReviewedAt ?? before.createdAt, input.reviewCadence);
    }
    if (set.nextReviewDate !== undefined && set.nextReviewDate !== before.nextReviewDate) {
      changes.nextReviewDate = { from: before.nextReviewDate, to: set.nextReviewDate };
    }

    if (Object.keys(set).length > 0) {
      await tx
        .update(risks)
        .set({ ...set, updatedAt: now })
        .where(eq(risks.id, id));
    }
    if (input.controls) {
      const previous = await tx
        .select({ framework: riskControls.frameworkId, controlId: riskControls.controlId })
        .from(riskControls)
        .where(eq(riskControls.riskId, id));
      const controls = [...new Map(input.controls.map((c) => [`${c.framework}\u0000${c.controlId}`, c])).values()];
      await tx.delete(riskControls).where(eq(riskControls.riskId, id));
      if (controls.length > 0) {
        await tx.insert(riskControls).values(controls.map((c) => ({ riskId: id, accountId, frameworkId: c.framework, controlId: c.controlId })));
      }
      changes.controls = { from: previous, to: controls };
    }
    const scores = { before: scoreState(before), after: scoreState({ ...before, ...set }) };
    await recordScoreChange(tx, ctx, { accountId, riskId: id, userId, ...scores });
    if (Object.keys(changes).length > 0) {
      await recordEvent(tx, ctx, {
        accountId,
        action: "risk.updated",
        targetType: "risk",
        targetId: id,
        details: { reference: riskReference(before.number), changes, scores },
      });
    }
    return toRisk((await riskRow(tx, accountId, id))!, now);
  });
}

/** Where a PATCH leaves the risk: the status asked for, if the risk can be there, else the one it reaches by being scored. */
function nextStatus(before: RiskRecord, next: RiskRecord, asked: UpdateRiskInput["status"]): RiskRecord["status"] {
  const scored = next.inherentLikelihood !== null && next.inherentImpact !== null;
  if (asked !== undefined) {
    if ((asked === "assessed" || asked === "treating") && !scored) {
      throw ServiceError.validation([{ path: "status", message: `A risk is ${asked} only once its inherent likelihood and impact are scored` }]);
    }
    if (asked === "treating" && next.treatment === null) {
      throw ServiceError.validation([{ path: "status", message: "Choose a treatment before treating the risk" }]);
    }
    return asked;
  }
  if (before.status === "identified" && scored) return "assessed";
  if (!scored && (before.status === "assessed" || before.status === "treating")) return "identified";
  return before.status;
}
