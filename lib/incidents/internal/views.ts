import { and, eq, inArray, sql } from "drizzle-orm";
import { users } from "@/db/accounts";
import { incidentActions, incidentControls, type incidents } from "@/db/incidents";
import { controlTitles } from "@/lib/custom-frameworks";
import { groupBy } from "@/lib/group-by";
import type { DbOrTx } from "@/lib/db/client";
import { breachNotification } from "./notification";
import type { IncidentJson } from "../schemas";
import { personColumns } from "./person-columns";

type IncidentRow = typeof incidents.$inferSelect;
type Person = { id: string; name: string; email: string };

/** The people, controls and action counts of a page of incidents: three queries whatever the page's size. */
export async function incidentViews(db: DbOrTx, accountId: string, rows: IncidentRow[], now: Date): Promise<IncidentJson[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const personIds = [...new Set(rows.flatMap((r) => [r.ownerUserId, r.reviewCompletedBy]).filter((v): v is string => !!v))];
  const [people, controls, counts] = await Promise.all([
    personIds.length
      ? db
          .select(personColumns)
          .from(users)
          .where(and(eq(users.accountId, accountId), inArray(users.id, personIds)))
      : Promise.resolve([] as Person[]),
    db.select().from(incidentControls).where(inArray(incidentControls.incidentId, ids)),
    db
      .select({
        incidentId: incidentActions.incidentId,
        open: sql<number>`cast(count(*) filter (where ${incidentActions.status} = 'open') as int)`,
        done: sql<number>`cast(count(*) filter (where ${incidentActions.status} = 'done') as int)`,
      })
      .from(incidentActions)
      .where(inArray(incidentActions.incidentId, ids))
      .groupBy(incidentActions.incidentId),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const titles = await controlTitles(db, accountId, controls);
  const countsOf = new Map(counts.map((c) => [c.incidentId, c]));
  const controlsOf = groupBy(controls, (c) => c.incidentId);
  return rows.map((row) =>
    toIncident(
      row,
      {
        person: (id) => (id ? (byId.get(id) ?? null) : null),
        controls: (controlsOf.get(row.id) ?? []).map((c) => ({
          framework: c.frameworkId,
          frameworkName: titles.framework(c.frameworkId),
          controlId: c.controlId,
          title: titles.control(c.frameworkId, c.controlId),
        })),
        actions: { open: countsOf.get(row.id)?.open ?? 0, done: countsOf.get(row.id)?.done ?? 0 },
      },
      now,
    ),
  );
}

export function incidentReference(number: number): string {
  return `INC-${number}`;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toIncident(
  row: IncidentRow,
  related: { person: (id: string | null) => Person | null; controls: IncidentJson["controls"]; actions: IncidentJson["actions"] },
  now: Date,
): IncidentJson {
  return {
    id: row.id,
    reference: incidentReference(row.number),
    title: row.title,
    description: row.description,
    severity: row.severity,
    status: row.status,
    owner: related.person(row.ownerUserId),
    detectedAt: row.detectedAt.toISOString(),
    occurredAt: iso(row.occurredAt),
    containedAt: iso(row.containedAt),
    resolvedAt: iso(row.resolvedAt),
    closedAt: iso(row.closedAt),
    affectedSystems: row.affectedSystems,
    affectedData: row.affectedData,
    personalDataBreach: row.personalDataBreach,
    healthDataInvolved: row.healthDataInvolved,
    affectedIndividuals: row.affectedIndividuals,
    notification: breachNotification(row, now),
    review: {
      rootCause: row.rootCause,
      wentWell: row.wentWell,
      wentBadly: row.wentBadly,
      completedAt: iso(row.reviewCompletedAt),
      completedBy: related.person(row.reviewCompletedBy),
    },
    controls: related.controls,
    actions: related.actions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
