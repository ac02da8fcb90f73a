import type { evidenceItems } from "@/db/evidence";
import type { ControlRef, Evidence } from "../schemas";

export function toEvidence(row: typeof evidenceItems.$inferSelect, controls: ControlRef[]): Evidence {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    source: row.source,
    fileId: row.fileId,
    controls,
    collectedAt: row.collectedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    effectiveFrom: row.effectiveFrom?.toISOString() ?? null,
    effectiveTo: row.effectiveTo?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}
