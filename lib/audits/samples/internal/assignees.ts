import { and, eq, inArray, or, sql } from "drizzle-orm";
import { users } from "@/db/accounts";
import type { DbOrTx } from "@/lib/db/client";

const normal = (email: string) => email.trim().toLowerCase();

/**
 * Who answers each sampled item: the active member whose e-mail the row names as its owner, else the population's
 * owner while still an active member, else nobody (the admins are told). E-mails compare case-insensitively:
 * exports from HR and ticketing systems rarely keep the case people signed up with.
 */
export async function assigneesFor(db: DbOrTx, accountId: string, ownerEmails: (string | null)[], populationOwner: string | null): Promise<(string | null)[]> {
  const emails = [...new Set(ownerEmails.filter((e): e is string => !!e).map(normal))];
  if (emails.length === 0 && !populationOwner) return ownerEmails.map(() => null);
  const lowerEmail = sql<string>`lower(${users.email})`;
  const found = await db
    .select({ id: users.id, email: lowerEmail })
    .from(users)
    .where(
      and(
        eq(users.accountId, accountId),
        eq(users.status, "active"),
        or(emails.length > 0 ? inArray(lowerEmail, emails) : undefined, populationOwner ? eq(users.id, populationOwner) : undefined),
      ),
    );
  const byEmail = new Map(found.map((u) => [u.email, u.id]));
  const fallback = found.some((u) => u.id === populationOwner) ? populationOwner : null;
  return ownerEmails.map((e) => (e ? byEmail.get(normal(e)) : undefined) ?? fallback);
}
