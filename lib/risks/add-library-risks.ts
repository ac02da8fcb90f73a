import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { activeMember } from "@/lib/members";
import { insertRisk } from "./internal/insert-risk";
import { libraryRisk, suggestedControls } from "./internal/library";
import { libraryIdsInRegister } from "./internal/library-held";
import { riskRow } from "./internal/risk-rows";
import { riskScaleOf } from "./internal/scale";
import { toRisk } from "./internal/serialize";
import type { AddedLibraryRisksJson, AddLibraryRisksInput } from "./schemas";

/**
 * Adds library risks to the register in one step and one transaction (members and above): each with the entry's
 * words, its suggested scores (on the default scale; on a custom scale they are left for the owner to score), its
 * suggested treatment and its SOC 2 and ISO/IEC 27001 controls. An entry the register already holds is skipped.
 */
export async function addLibraryRisks(ctx: Ctx, input: AddLibraryRisksInput): Promise<AddedLibraryRisksJson> {
  const { accountId, userId } = requireRole(ctx, "member");
  const unknown = input.ids.flatMap((id, index) => (libraryRisk(id) ? [] : [{ path: `ids.${index}`, message: `No library risk ${id}` }]));
  if (unknown.length > 0) throw ServiceError.validation(unknown);
  if (input.ownerId) await activeMember(ctx.db, accountId, input.ownerId, "ownerId");
  const scale = await riskScaleOf(ctx.db, accountId);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const held = await libraryIdsInRegister(tx, accountId);
    const added: AddedLibraryRisksJson["added"] = [];
    const skipped: AddedLibraryRisksJson["skipped"] = [];
    for (const id of new Set(input.ids)) {
      if (held.has(id)) {
        skipped.push({ id, reason: "Already in the register" });
        continue;
      }
      const entry = libraryRisk(id)!;
      const scored = !scale.custom;
      const riskId = await insertRisk(
        tx,
        ctx,
        { accountId, userId, libraryId: id },
        {
          title: entry.title,
          description: entry.description,
          category: entry.category,
          threat: entry.threat,
          vulnerability: entry.vulnerability,
          ownerId: input.ownerId ?? null,
          inherentLikelihood: scored ? entry.likelihood : null,
          inherentImpact: scored ? entry.impact : null,
          treatment: entry.treatment,
          reviewCadence: "annual",
          controls: suggestedControls(entry),
        },
      );
      added.push(toRisk((await riskRow(tx, accountId, riskId))!, now));
    }
    return { added, skipped };
  });
}
