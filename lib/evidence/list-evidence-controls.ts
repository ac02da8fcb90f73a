import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { evidenceControls, evidenceItems } from "@/db/evidence";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";

export interface EvidenceControlChoices {
  /** The frameworks the account's evidence names, with how many items support one of their controls. */
  frameworks: { id: string; items: number }[];
  /** The controls of `framework` (when asked) that some item supports; unsorted ids, the caller orders them as its catalog does. */
  controls: string[];
}

/**
 * What the evidence list's filters can choose from: the frameworks and controls the account's library (items not
 * deleted) actually names. Two grouped reads on evidence_controls' (account_id, framework_id, control_id) index; the
 * result is bounded by the frameworks' sizes, not by the number of items.
 */
export async function listEvidenceControls(ctx: Ctx, input: { framework?: string } = {}): Promise<EvidenceControlChoices> {
  const { accountId } = requireRole(ctx, "viewer");
  const ec = evidenceControls;
  const e = evidenceItems;
  const live = and(eq(ec.accountId, accountId), isNull(e.deletedAt));
  const [frameworks, controls] = await Promise.all([
    ctx.db
      .select({ id: ec.frameworkId, items: sql<number>`cast(count(distinct ${ec.evidenceId}) as int)` })
      .from(ec)
      .innerJoin(e, eq(e.id, ec.evidenceId))
      .where(live)
      .groupBy(ec.frameworkId)
      .orderBy(asc(ec.frameworkId)),
    input.framework
      ? ctx.db
          .selectDistinct({ id: ec.controlId })
          .from(ec)
          .innerJoin(e, eq(e.id, ec.evidenceId))
          .where(and(live, eq(ec.frameworkId, input.framework)))
      : Promise.resolve([]),
  ]);
  return { frameworks, controls: controls.map((c) => c.id) };
}
