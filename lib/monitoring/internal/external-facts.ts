import { getFrameworkForMonitoring } from "@/lib/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";
import { approvedDocumentVersions } from "@/lib/documents";
import type { DocumentFact, FrameworkToCheck } from "./evaluate-controls";

/** What monitoring reads from the custom-frameworks and documents domains, through their exports. */

export async function customFrameworkStatus(db: DbOrTx, accountId: string, frameworkId: string): Promise<string | undefined> {
  return (await getFrameworkForMonitoring(db, accountId, frameworkId, false))?.status;
}

export async function customFrameworkForCheck(db: DbOrTx, accountId: string, frameworkId: string): Promise<FrameworkToCheck | { unavailable: string }> {
  const fw = await getFrameworkForMonitoring(db, accountId, frameworkId);
  if (!fw) return { unavailable: `The custom framework ${frameworkId} no longer exists; delete this schedule or recreate the framework.` };
  if (fw.status !== "published") return { unavailable: `The custom framework ${frameworkId} is not published.` };
  return { id: fw.id, kind: "custom", controls: fw.controls };
}

/** The account's approved documents, each by the version approved last: only those count (docs/api.md "Readiness"). */
export async function documentFactsFor(db: DbOrTx, accountId: string): Promise<DocumentFact[]> {
  const rows = await approvedDocumentVersions(db, accountId);
  return rows.map((d) => ({
    id: d.documentId,
    title: d.title,
    templateId: d.templateId,
    version: { id: d.versionId, number: d.number, sha256: d.contentHash, approvedAt: d.approvedAt?.toISOString() ?? null },
  }));
}
