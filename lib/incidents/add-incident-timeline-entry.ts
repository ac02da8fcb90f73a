import { eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import { incidents } from "@/db/incidents";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { findIncident } from "./internal/find-incident";
import { toTimelineEntry } from "./internal/serialize-entry";
import { assertNotFuture } from "./internal/times";
import { addTimelineEntry } from "./internal/timeline";
import { incidentReference } from "./internal/views";
import type { CreateTimelineEntryInput, TimelineEntryJson } from "./schemas";
import { personColumns } from "./internal/person-columns";

/** Adds a note to an incident's timeline, at the time it happened (default now). */
export async function addIncidentTimelineEntry(ctx: Ctx, id: string, input: CreateTimelineEntryInput): Promise<TimelineEntryJson> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  if (input.at) assertNotFuture("at", input.at, now);
  return ctx.db.transaction(async (tx) => {
    const incident = await findIncident(tx, accountId, id, true);
    const row = await addTimelineEntry(tx, ctx, { accountId, incidentId: incident.id, kind: "note", body: input.body, at: input.at ?? now });
    await tx.update(incidents).set({ updatedAt: now }).where(eq(incidents.id, incident.id));
    await recordEvent(tx, ctx, {
      accountId,
      action: "incident.note_added",
      targetType: "incident",
      targetId: incident.id,
      details: { reference: incidentReference(incident.number), entryId: row.id },
    });
    const [author] = row.authorUserId ? await tx.select(personColumns).from(users).where(eq(users.id, row.authorUserId)) : [];
    return toTimelineEntry(row, author ?? null);
  });
}
