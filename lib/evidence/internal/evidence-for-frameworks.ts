import { and, eq, inArray, isNull } from "drizzle-orm";
import { evidenceControls, evidenceItems } from "@/db/evidence";
import type { EvidenceSource } from "@/db/evidence";
import type { DbOrTx } from "@/lib/db/client";

/** One evidence item with every control reference it carries. */
export interface EvidenceWithRefs {
  id: string;
  title: string;
  expiresAt: Date | null;
  source: EvidenceSource;
  controls: { framework: string; controlId: string }[];
}

/**
 * The account's evidence items (not deleted) that refer to any of the given framework ids (the custom
 * framework itself and the built-ins its controls map to), each with all its control
 * references and its source, in one query (custom-framework assessments evaluate thousands of controls at once).
 * Integration snapshots included: the readiness model lists them beside the outcomes of their tests.
 */
export async function evidenceForFrameworks(db: DbOrTx, accountId: string, frameworkIds: string[]): Promise<EvidenceWithRefs[]> {
  if (frameworkIds.length === 0) return [];
  const links = await db
    .select({
      id: evidenceItems.id,
      title: evidenceItems.title,
      expiresAt: evidenceItems.expiresAt,
      source: evidenceItems.source,
      framework: evidenceControls.frameworkId,
      controlId: evidenceControls.controlId,
    })
    .from(evidenceControls)
    .innerJoin(evidenceItems, eq(evidenceItems.id, evidenceControls.evidenceId))
    .where(
      and(
        eq(evidenceControls.accountId, accountId),
        eq(evidenceItems.accountId, accountId),
        isNull(evidenceItems.deletedAt),
        inArray(evidenceControls.frameworkId, frameworkIds),
      ),
    );
  const byId = new Map<string, EvidenceWithRefs>();
  for (const l of links) {
    let item = byId.get(l.id);
    if (!item) byId.set(l.id, (item = { id: l.id, title: l.title, expiresAt: l.expiresAt, source: l.source, controls: [] }));
    item.controls.push({ framework: l.framework, controlId: l.controlId });
  }
  return [...byId.values()];
}
