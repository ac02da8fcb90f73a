import { incidentTimelineEntries } from "@/db/incidents";
import { actorOf, type Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import type { IncidentEntryKind } from "@/lib/vocabulary";

/** Writes a timeline entry in the caller's transaction; the author is the member acting, if any. */
export async function addTimelineEntry(
  tx: DbOrTx,
  ctx: Ctx,
  entry: { accountId: string; incidentId: string; kind: IncidentEntryKind; body: string; at?: Date },
) {
  const actor = actorOf(ctx.caller);
  const [row] = await tx
    .insert(incidentTimelineEntries)
    .values({
      accountId: entry.accountId,
      incidentId: entry.incidentId,
      kind: entry.kind,
      body: entry.body,
      at: entry.at ?? ctx.now(),
      authorUserId: actor.type === "user" ? actor.id : null,
      createdAt: ctx.now(),
    })
    .returning();
  return row;
}
