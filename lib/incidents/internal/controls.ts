import { eq } from "drizzle-orm";
import { incidentControls } from "@/db/incidents";
import { assertControlRefs } from "@/lib/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";

/** Replaces an incident's linked controls; every reference must name a real control of the account's frameworks. */
export async function setIncidentControls(tx: DbOrTx, accountId: string, incidentId: string, refs: { framework: string; controlId: string }[]) {
  await assertControlRefs(tx, accountId, refs);
  await tx.delete(incidentControls).where(eq(incidentControls.incidentId, incidentId));
  const unique = [...new Map(refs.map((r) => [`${r.framework}\u0000${r.controlId}`, r])).values()];
  if (unique.length) {
    await tx.insert(incidentControls).values(unique.map((r) => ({ accountId, incidentId, frameworkId: r.framework, controlId: r.controlId })));
  }
}
