import { and, desc, eq } from "drizzle-orm";
import { personEvents } from "@/db/people";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { findPerson } from "./internal/person-rows";
import { toPerson, toPersonEvent } from "./internal/serialize";
import type { PersonDetailJson } from "./schemas";

/** How many of a person's joiner and leaver events the detail shows (a person has a handful). */
const EVENTS_SHOWN = 50;

/** One person with their joiner and leaver events; another account's person is 404. */
export async function getPerson(ctx: Ctx, id: string): Promise<PersonDetailJson> {
  const { accountId } = requireRole(ctx, "viewer");
  const view = await findPerson(ctx.db, accountId, id);
  const events = await ctx.db
    .select()
    .from(personEvents)
    .where(and(eq(personEvents.accountId, accountId), eq(personEvents.personId, id)))
    .orderBy(desc(personEvents.createdAt), desc(personEvents.id))
    .limit(EVENTS_SHOWN);
  return { ...toPerson(view), events: events.map((e) => toPersonEvent(e, view.person.name)) };
}
