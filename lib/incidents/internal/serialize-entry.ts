import type { incidentActions, incidentTimelineEntries } from "@/db/incidents";
import type { IncidentActionJson, TimelineEntryJson } from "../schemas";

type Person = { id: string; name: string; email: string };

export function toTimelineEntry(row: typeof incidentTimelineEntries.$inferSelect, author: Person | null): TimelineEntryJson {
  return { id: row.id, kind: row.kind, at: row.at.toISOString(), body: row.body, author, createdAt: row.createdAt.toISOString() };
}

export function toIncidentAction(row: typeof incidentActions.$inferSelect, owner: Person | null, today: string): IncidentActionJson {
  return {
    id: row.id,
    incidentId: row.incidentId,
    title: row.title,
    owner,
    dueOn: row.dueOn,
    status: row.status,
    overdue: row.status === "open" && !!row.dueOn && row.dueOn < today,
    doneAt: row.doneAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
