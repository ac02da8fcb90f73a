import { eq } from "drizzle-orm";
import { auditPopulations } from "@/db/audit-populations";
import type { Ctx } from "@/lib/context";
import { roleOf } from "@/lib/context/guards";
import { roleAtLeast } from "@/lib/vocabulary";
import { ServiceError } from "@/lib/errors";
import { assertNotComplete, customerGate, lockCustomerAudit } from "../internal/access";
import { recordActivity } from "../internal/activity";
import type { PopulationJson } from "./schemas";
import type { CompletenessInput } from "./schemas";
import { findPopulationView } from "./internal/population-rows";
import { toPopulation } from "./internal/serialize";

/**
 * The owner's statement that the population holds every item of the period. Only the population's owner answers for
 * it, or an admin or owner of the account in their place; asserting again replaces the earlier statement.
 */
export async function assertPopulationCompleteness(ctx: Ctx, auditId: string, populationId: string, input: CompletenessInput): Promise<PopulationJson> {
  const caller = await customerGate(ctx);
  const role = roleOf(ctx.caller);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await lockCustomerAudit(tx, caller, auditId);
    const { population } = await findPopulationView(tx, audit.id, populationId);
    assertNotComplete(audit);
    if (population.ownerUserId !== caller.userId && !(role && roleAtLeast(role, "admin"))) {
      throw new ServiceError("forbidden", "Only the population's owner, or an admin or owner of the account, asserts its completeness.");
    }
    const now = ctx.now();
    await tx
      .update(auditPopulations)
      .set({ completenessAssertedBy: caller.userId, completenessAssertedAt: now, completenessStatement: input.statement })
      .where(eq(auditPopulations.id, population.id));
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "population_asserted",
      actor,
      controlId: population.controlId,
      details: {
        population_id: population.id,
        name: population.name,
        statement: input.statement,
        row_count: population.rowCount,
        sha256: population.sha256,
        ...(population.completenessStatement !== null ? { replaced: population.completenessStatement } : {}),
      },
      at: now,
    });
    return toPopulation(await findPopulationView(tx, audit.id, population.id));
  });
}
