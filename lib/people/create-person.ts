import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import { findPerson } from "./internal/person-rows";
import { toPerson } from "./internal/serialize";
import { checkValues, valuesOfCreate } from "./internal/values";
import { writePerson } from "./internal/write-person";
import type { CreatePersonInput, PersonJson } from "./schemas";

/**
 * Adds a person to the workforce by hand (every field's source `manual`). A person who is not `former` is a joiner
 * (docs/api.md "People"). The e-mail is unique in the account: a second person with it is 409 `conflict`.
 */
export async function createPerson(ctx: Ctx, input: CreatePersonInput): Promise<PersonJson> {
  const { accountId, userId } = requireRole(ctx, "member");
  const values = valuesOfCreate(input);
  return ctx.db.transaction(async (tx) => {
    await checkValues(tx, accountId, values, null);
    const written = await writePerson(tx, { accountId, userId, now: ctx.now(), source: "manual" }, null, values);
    await recordEvent(tx, ctx, {
      accountId,
      action: "person.created",
      targetType: "person",
      targetId: written.row.id,
      details: { name: values.name, email: values.email, status: values.status, events: written.events },
    });
    return toPerson(await findPerson(tx, accountId, written.row.id));
  });
}
