import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import { findPerson, lockPerson } from "./internal/person-rows";
import { toPerson } from "./internal/serialize";
import { checkValues, valuesOfUpdate } from "./internal/values";
import { writePerson } from "./internal/write-person";
import type { PersonJson, UpdatePersonInput } from "./schemas";

/**
 * Changes a person's fields by hand (the fields changed become `manual`). A change of status, start or end date is
 * recorded as a joiner or leaver event (docs/api.md "People"); nothing changed writes nothing.
 */
export async function updatePerson(ctx: Ctx, id: string, input: UpdatePersonInput): Promise<PersonJson> {
  const { accountId, userId } = requireRole(ctx, "member");
  return ctx.db.transaction(async (tx) => {
    const before = await lockPerson(tx, accountId, id);
    const values = valuesOfUpdate(before, input);
    await checkValues(tx, accountId, values, before.id);
    const written = await writePerson(tx, { accountId, userId, now: ctx.now(), source: "manual" }, before, values);
    if (written.outcome === "updated") {
      await recordEvent(tx, ctx, {
        accountId,
        action: "person.updated",
        targetType: "person",
        targetId: before.id,
        details: {
          name: values.name,
          changed: written.changed,
          before: Object.fromEntries(written.changed.map((k) => [k, before[k]])),
          after: Object.fromEntries(written.changed.map((k) => [k, values[k]])),
          events: written.events,
        },
      });
    }
    return toPerson(await findPerson(tx, accountId, before.id));
  });
}
