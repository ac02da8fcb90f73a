import { getFrameworkForMonitoring } from "@/lib/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";
import { documentFactsForAccount } from "@/lib/documents";
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

export async function documentFactsFor(db: DbOrTx, accountId: string): Promise<DocumentFact[]> {
  const rows = await documentFactsForAccount(db, accountId);
  return rows.map((d) => ({ id: d.id, title: d.title, templateId: d.templateId }));
}
