import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { evidenceControls, evidenceItems } from "@/db/evidence";
import type { DbOrTx } from "@/lib/db/client";
import type { EvidenceSource } from "@/db/evidence";
import type { ControlRef } from "../schemas";

export interface EvidenceFact {
  id: string;
  title: string;
  controls: ControlRef[];
  expiresAt: string | null;
  /** How it came: `integration` marks an integration's snapshot (evidence of what its tests read). */
  source?: EvidenceSource;
}

/**
 * The account's evidence items (not deleted) that support a control of one of `frameworkIds`, each with those
 * control references, its expiry and source — what a monitoring check weighs (two indexed queries). Integration
 * snapshots only with `snapshots` (a check lists them beside the outcomes of their tests, which are what counts).
 */
export async function evidenceFactsFor(db: DbOrTx, accountId: string, frameworkIds: string[], opts: { snapshots?: boolean } = {}): Promise<EvidenceFact[]> {
  if (frameworkIds.length === 0) return [];
  const links = await db
    .select({ evidenceId: evidenceControls.evidenceId, framework: evidenceControls.frameworkId, controlId: evidenceControls.controlId })
    .from(evidenceControls)
    .where(and(eq(evidenceControls.accountId, accountId), inArray(evidenceControls.frameworkId, frameworkIds)));
  if (links.length === 0) return [];
  const ids = [...new Set(links.map((l) => l.evidenceId))];
  const items = await db
    .select({ id: evidenceItems.id, title: evidenceItems.title, expiresAt: evidenceItems.expiresAt, source: evidenceItems.source })
    .from(evidenceItems)
    // An integration's snapshot proves what its tests found; the readiness model weighs the test outcomes themselves.
    .where(
      and(
        eq(evidenceItems.accountId, accountId),
        inArray(evidenceItems.id, ids),
        isNull(evidenceItems.deletedAt),
        opts.snapshots ? undefined : ne(evidenceItems.source, "integration"),
      ),
    );
  const refs = new Map<string, ControlRef[]>();
  for (const l of links) refs.set(l.evidenceId, [...(refs.get(l.evidenceId) ?? []), { framework: l.framework, controlId: l.controlId }]);
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    controls: refs.get(item.id) ?? [],
    expiresAt: item.expiresAt ? item.expiresAt.toISOString() : null,
    source: item.source,
  }));
}
