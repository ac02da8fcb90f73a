import { and, eq, inArray } from "drizzle-orm";
import { policyAcceptances, policyRequirements, type PolicyRequirementRow } from "@/db/policy-acceptance";
import type { DbOrTx } from "@/lib/db/client";
import { approvedDocumentVersions, type DocumentVersionRef } from "@/lib/documents";
import { activePeople, type PersonFact } from "@/lib/people";
import { POLICY_COVERAGE_MET } from "@/lib/vocabulary";

export interface RequirementState {
  row: PolicyRequirementRow;
  /** The version asked: the document's current approved version; null when it has none (archived, never approved). */
  version: DocumentVersionRef | null;
  /** The active people it asks. */
  audience: PersonFact[];
  /** Of those, who accepted the current version, and when. */
  acceptedBy: Map<string, Date>;
}

export interface PolicyState {
  requirements: RequirementState[];
  people: PersonFact[];
}

const fold = (text: string | null) => (text ?? "").trim().toLowerCase();

/** Whether a requirement asks this person: they are active, and in its audience. */
export function asks(row: Pick<PolicyRequirementRow, "audience" | "departments">, person: Pick<PersonFact, "department" | "status">): boolean {
  if (person.status !== "active") return false;
  if (row.audience === "everyone") return true;
  const wanted = new Set(row.departments.map(fold));
  return wanted.has(fold(person.department));
}

/**
 * Everything coverage is computed from, in four reads: the account's requirements, its approved document versions
 * (lib/documents), its active people (lib/people) and the acceptances of the versions asked now.
 */
export async function loadPolicyState(db: DbOrTx, accountId: string): Promise<PolicyState> {
  const [rows, versions, people] = await Promise.all([
    db.select().from(policyRequirements).where(eq(policyRequirements.accountId, accountId)).orderBy(policyRequirements.documentTitle, policyRequirements.id),
    approvedDocumentVersions(db, accountId),
    activePeople(db, accountId),
  ]);
  const versionOf = new Map(versions.map((v) => [v.documentId, v]));
  const asked = rows.flatMap((r) => (versionOf.has(r.documentId) ? [versionOf.get(r.documentId)!.versionId] : []));
  const accepted = new Map<string, Map<string, Date>>();
  if (asked.length > 0) {
    const found = await db
      .select({ personId: policyAcceptances.personId, versionId: policyAcceptances.documentVersionId, at: policyAcceptances.acceptedAt })
      .from(policyAcceptances)
      .where(and(eq(policyAcceptances.accountId, accountId), inArray(policyAcceptances.documentVersionId, asked)));
    for (const a of found) {
      if (!accepted.has(a.versionId)) accepted.set(a.versionId, new Map());
      accepted.get(a.versionId)!.set(a.personId, a.at);
    }
  }
  const requirements = rows.map((row) => {
    const version = versionOf.get(row.documentId) ?? null;
    const audience = version ? people.filter((p) => asks(row, p)) : [];
    const all = version ? (accepted.get(version.versionId) ?? new Map<string, Date>()) : new Map<string, Date>();
    const acceptedBy = new Map(audience.filter((p) => all.has(p.id)).map((p) => [p.id, all.get(p.id)!]));
    return { row, version, audience, acceptedBy };
  });
  return { requirements, people };
}

/** Coverage figures: how many are asked, how many accepted, the share, and whether it reaches the bar readiness counts as met. */
export function figures(required: number, accepted: number) {
  const ratio = required === 0 ? 1 : accepted / required;
  return { required, accepted, percent: Math.round(ratio * 1000) / 10, met: ratio >= POLICY_COVERAGE_MET };
}

export const versionRef = (v: DocumentVersionRef) => ({
  id: v.versionId,
  number: v.number,
  sha256: v.contentHash,
  approvedAt: v.approvedAt ? v.approvedAt.toISOString() : null,
});

export const titleOf = (r: RequirementState) => r.version?.title ?? r.row.documentTitle;
