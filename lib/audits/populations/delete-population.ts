import { eq } from "drizzle-orm";
import { auditPopulations } from "@/db/audit-populations";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { assertNotComplete, customerGate, lockCustomerAudit } from "../internal/access";
import { recordActivity } from "../internal/activity";
import { findPopulationView } from "./internal/population-rows";

/**
 * Removes a population and its rows while nothing depends on it: once a sample was drawn from it, the sample's
 * re-performance needs these exact rows, so it stays (409 `conflict`).
 */
export async function deletePopulation(ctx: Ctx, auditId: string, populationId: string) {
  const caller = await customerGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await lockCustomerAudit(tx, caller, auditId);
    const { population, samplesDrawn } = await findPopulationView(tx, audit.id, populationId);
    assertNotComplete(audit);
    if (samplesDrawn > 0) {
      throw new ServiceError("conflict", `A sample was drawn from this population (${samplesDrawn} in all); it stays so the sample can be re-performed.`, {
        samples_drawn: samplesDrawn,
      });
    }
    await tx.delete(auditPopulations).where(eq(auditPopulations.id, population.id));
    // No activity type names a removal: it is an edit of the audit, its details saying which population went.
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "audit_updated",
      actor,
      controlId: population.controlId,
      details: {
        changes: { population: { from: population.name, to: null } },
        population_removed: { population_id: population.id, name: population.name, row_count: population.rowCount, sha256: population.sha256 },
      },
      at: ctx.now(),
    });
    return { id: population.id, deleted: true as const };
  });
}
