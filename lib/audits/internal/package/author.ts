import { eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import { auditInvitations } from "@/db/audits";
import { actorOf, type Caller } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";

/**
 * Who made a package, as `manifest.json` names them: "Name <e-mail>" like an evidence file's `submitted_by`, the
 * auditor marked as such; never an id. The route admits the customer's members and the audit's auditor.
 */
export async function packageAuthor(db: DbOrTx, caller: Caller): Promise<string> {
  if (caller.kind === "customer") {
    const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, caller.userId)).limit(1);
    return user ? `${user.name} <${user.email}>` : "A former member";
  }
  if (caller.kind === "auditor") {
    const [auditor] = await db
      .select({ name: auditInvitations.name, email: auditInvitations.email })
      .from(auditInvitations)
      .where(eq(auditInvitations.id, caller.invitationId))
      .limit(1);
    return auditor ? `${auditor.name} <${auditor.email}> (auditor)` : "The auditor";
  }
  return actorOf(caller).type;
}
