import { and, eq, inArray } from "drizzle-orm";
import { users } from "@/db/accounts";
import { evidenceFiles } from "@/db/evidence";
import type { DbOrTx } from "@/lib/db/client";
import { isUuid } from "@/lib/uuid";

/** The `uploadedBy` of a file an audit's auditor uploaded: the invitation that admitted them (they are no member). */
export function auditorUploader(invitationId: string): string {
  return `auditor:${invitationId}`;
}

/** Whether the account's file was put there by one of `uploaders` (`uploadedBy` values). */
export async function fileUploadedByAny(db: DbOrTx, accountId: string, fileId: string, uploaders: readonly string[]): Promise<boolean> {
  if (uploaders.length === 0 || !isUuid(fileId)) return false;
  const [hit] = await db
    .select({ id: evidenceFiles.id })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.id, fileId), eq(evidenceFiles.accountId, accountId), inArray(evidenceFiles.uploadedBy, [...uploaders])))
    .limit(1);
  return !!hit;
}

/**
 * Who put each file there, in words, from the files' `uploadedBy` (a member's id, `integration:<id>` for a sync's
 * snapshot, `auditor:<invitation id>` for an audit's auditor, or null for an API key): one query for the members,
 * whatever the number of files. An auditor is named by role: their invitation belongs to the audits domain.
 */
export async function uploaderNames(db: DbOrTx, accountId: string, uploadedBy: readonly (string | null)[]): Promise<(by: string | null) => string | null> {
  const ids = [...new Set(uploadedBy.filter((by): by is string => by !== null && isUuid(by)))];
  const people = ids.length
    ? await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.accountId, accountId), inArray(users.id, ids)))
    : [];
  const names = new Map(people.map((p) => [p.id, `${p.name} <${p.email}>`]));
  return (by) => {
    if (by === null) return null;
    if (by.startsWith("integration:")) return "Integration sync";
    if (by.startsWith("auditor:")) return "Auditor";
    return names.get(by) ?? "A former member";
  };
}
