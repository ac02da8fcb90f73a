import { and, eq, isNull } from "drizzle-orm";
import { customFrameworks } from "@/db/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";
import { isUuid } from "@/lib/uuid";
import { controlRows } from "./internal/queries";

export interface PublishedFrameworkControl {
  controlId: string;
  /** Same value as controlId, in the custom-framework family's own spelling. */
  control_id_label: string;
  title: string;
  description: string;
  category: string;
}

export interface PublishedFramework {
  id: string;
  name: string;
  controls: PublishedFrameworkControl[];
}

/**
 * A published, live custom framework of the account with its controls in order, for an audit to
 * snapshot; null for drafts, deleted, unknown and other accounts' frameworks.
 */
export async function getPublishedFrameworkForAudit(db: DbOrTx, accountId: string, id: string): Promise<PublishedFramework | null> {
  if (!isUuid(id)) return null;
  const [fw] = await db
    .select()
    .from(customFrameworks)
    .where(
      and(eq(customFrameworks.id, id), eq(customFrameworks.accountId, accountId), eq(customFrameworks.status, "published"), isNull(customFrameworks.deletedAt)),
    )
    .limit(1);
  if (!fw) return null;
  const controls = await controlRows(db, fw.id);
  return {
    id: fw.id,
    name: fw.name,
    controls: controls.map((c) => ({
      controlId: c.controlIdLabel,
      control_id_label: c.controlIdLabel,
      title: c.title,
      description: c.description ?? "",
      category: c.category ?? "",
    })),
  };
}
