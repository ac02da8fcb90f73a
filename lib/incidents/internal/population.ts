import { and, asc, eq, gte, lt } from "drizzle-orm";
import { users } from "@/db/accounts";
import { incidents } from "@/db/incidents";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { incidentReference } from "./views";

/** One incident as an item of a Type II population: the shape pushed rows take (docs/api.md §8). */
export interface IncidentPopulationRow {
  key: string;
  occurred_at: string;
  owner_email: string | null;
  data: Record<string, string>;
}

/**
 * The incidents detected inside an audit's period, oldest first: the population an auditor samples to test incident
 * handling (SOC 2 CC7.3–CC7.5). More than `maxRows` is refused rather than cut, since a cut population is not complete.
 */
export async function incidentPopulation(
  db: DbOrTx,
  accountId: string,
  window: { from: Date; toExclusive: Date; maxRows: number },
): Promise<{ sourceName: string; rows: IncidentPopulationRow[] }> {
  const rows = await db
    .select({ incident: incidents, ownerEmail: users.email })
    .from(incidents)
    .leftJoin(users, eq(users.id, incidents.ownerUserId))
    .where(and(eq(incidents.accountId, accountId), gte(incidents.detectedAt, window.from), lt(incidents.detectedAt, window.toExclusive)))
    .orderBy(asc(incidents.detectedAt), asc(incidents.number))
    .limit(window.maxRows + 1);
  if (rows.length > window.maxRows) {
    throw ServiceError.validation([{ path: "source", message: `the register holds more than ${window.maxRows} incidents in the period` }]);
  }
  return {
    sourceName: "Incident register",
    rows: rows.map(({ incident, ownerEmail }) => ({
      key: incidentReference(incident.number),
      occurred_at: incident.detectedAt.toISOString(),
      owner_email: ownerEmail,
      data: {
        title: incident.title,
        severity: incident.severity,
        status: incident.status,
        personal_data_breach: incident.personalDataBreach ? "yes" : "no",
        resolved_at: incident.resolvedAt?.toISOString() ?? "",
        review_completed_at: incident.reviewCompletedAt?.toISOString() ?? "",
      },
    })),
  };
}
