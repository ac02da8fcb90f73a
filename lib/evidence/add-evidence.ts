import { evidenceControls, evidenceFileVersions, evidenceItems, type EvidenceSource } from "@/db/evidence";
import type { Ctx } from "@/lib/context";
import { actorOf } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events";
import { toEvidence } from "./internal/serialize";
import type { ControlRef, Evidence } from "./schemas";

type LibrarySource = Exclude<EvidenceSource, "audit_response">;

interface NewEvidenceBase {
  accountId: string;
  title: string;
  url: string;
  description?: string | null;
  controls: ControlRef[];
  fileId?: string | null;
  collectedAt?: Date | null;
  expiresAt?: Date | null;
  /** The time the item is evidence of (internal/effective-span.ts); unset, the point `collectedAt`. */
  effectiveFrom?: Date | null;
  effectiveTo?: Date | null;
}

/**
 * Library evidence (any auditor of an audit on its framework sees it), or an answer to one audit's
 * evidence request, which records that audit: only its auditor sees it (see audit-evidence.ts).
 */
export type NewEvidence = NewEvidenceBase & ({ source: LibrarySource; auditId?: undefined } | { source: "audit_response"; auditId: string });

/**
 * Stores an evidence item and its control links inside the caller's transaction, with its event.
 * Other domains (an audit's evidence-request response) call this; references are checked by them.
 */
export async function addEvidence(tx: DbOrTx, ctx: Ctx, input: NewEvidence): Promise<Evidence> {
  const actor = actorOf(ctx.caller);
  const [item] = await tx
    .insert(evidenceItems)
    .values({
      accountId: input.accountId,
      title: input.title,
      url: input.url,
      description: input.description ?? null,
      source: input.source,
      fileId: input.fileId ?? null,
      auditId: input.source === "audit_response" ? input.auditId : null,
      collectedAt: input.collectedAt ?? null,
      expiresAt: input.expiresAt ?? null,
      effectiveFrom: input.effectiveFrom ?? null,
      effectiveTo: input.effectiveTo ?? null,
      createdByType: actor.type,
      createdById: actor.id,
      createdAt: ctx.now(),
    })
    .returning();
  const unique = [...new Map(input.controls.map((c) => [`${c.framework}\u0000${c.controlId}`, c])).values()];
  // Hand-made evidence names at least one control (its schemas say so); a snapshot of an integration whose tests
  // evidence none yet (custom resources without a test) may name none.
  if (unique.length > 0) {
    await tx
      .insert(evidenceControls)
      .values(unique.map((c) => ({ evidenceId: item.id, accountId: input.accountId, frameworkId: c.framework, controlId: c.controlId })));
  }
  // The file it is created with is version 1 of its file history (replace-evidence-file.ts adds more).
  if (item.fileId)
    await tx
      .insert(evidenceFileVersions)
      .values({ evidenceId: item.id, version: 1, fileId: item.fileId, accountId: input.accountId, createdAt: item.createdAt });
  await recordEvent(tx, ctx, {
    accountId: input.accountId,
    action: "evidence.created",
    targetType: "evidence",
    targetId: item.id,
    details: { title: item.title, source: item.source, controls: unique },
  });
  return toEvidence(item, unique);
}
