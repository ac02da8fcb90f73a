import { and, eq } from "drizzle-orm";
import { policyRequirements } from "@/db/policy-acceptance";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { approvedDocumentVersions } from "@/lib/documents";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { toRequirement } from "./internal/serialize";
import { loadPolicyState } from "./internal/state";
import type { CreateRequirementInput, RequirementJson } from "./schemas";

/**
 * Marks an approved document as requiring acceptance, by everyone or by departments (docs/api.md "Policy acceptance").
 * The document must be the account's, active and approved (else 400 naming `documentId`); one requirement per
 * document (409 `conflict`). From then on its current approved version is asked of every active person in the
 * audience, and a new approved version asks again.
 */
export async function createRequirement(ctx: Ctx, input: CreateRequirementInput): Promise<RequirementJson> {
  const { accountId, userId } = requireRole(ctx, "admin");
  const version = (await approvedDocumentVersions(ctx.db, accountId)).find((v) => v.documentId === input.documentId);
  if (!version) throw ServiceError.validation([{ path: "documentId", message: "must be an approved, active document of the account" }]);
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: policyRequirements.id })
      .from(policyRequirements)
      .where(and(eq(policyRequirements.accountId, accountId), eq(policyRequirements.documentId, input.documentId)));
    if (taken) throw new ServiceError("conflict", "This document already requires acceptance: change that requirement instead.", { requirementId: taken.id });
    const [row] = await tx
      .insert(policyRequirements)
      .values({
        accountId,
        documentId: input.documentId,
        documentTitle: version.title,
        audience: input.audience,
        departments: input.departments ?? [],
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "policy_requirement.created",
      targetType: "document",
      targetId: input.documentId,
      details: { title: version.title, audience: row.audience, departments: row.departments, version: version.number },
    });
    return row.id;
  });
  return toRequirement((await loadPolicyState(ctx.db, accountId)).requirements.find((r) => r.row.id === id)!);
}
