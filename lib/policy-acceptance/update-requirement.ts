import { and, eq } from "drizzle-orm";
import { policyRequirements } from "@/db/policy-acceptance";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { toRequirement } from "./internal/serialize";
import { loadPolicyState } from "./internal/state";
import type { RequirementJson, UpdateRequirementInput } from "./schemas";

/** Changes whom a requirement asks; acceptances already given stay. Another account's requirement is 404. */
export async function updateRequirement(ctx: Ctx, id: string, input: UpdateRequirementInput): Promise<RequirementJson> {
  const { accountId } = requireRole(ctx, "admin");
  await ctx.db.transaction(async (tx) => {
    const key = and(eq(policyRequirements.accountId, accountId), eq(policyRequirements.id, id));
    const [before] = await tx.select().from(policyRequirements).where(key).for("update");
    if (!before) throw ServiceError.notFound("requirement");
    const departments = input.departments ?? [];
    if (before.audience === input.audience && JSON.stringify(before.departments) === JSON.stringify(departments)) return;
    await tx.update(policyRequirements).set({ audience: input.audience, departments, updatedAt: ctx.now() }).where(key);
    await recordEvent(tx, ctx, {
      accountId,
      action: "policy_requirement.updated",
      targetType: "document",
      targetId: before.documentId,
      details: {
        title: before.documentTitle,
        before: { audience: before.audience, departments: before.departments },
        after: { audience: input.audience, departments },
      },
    });
  });
  return toRequirement((await loadPolicyState(ctx.db, accountId)).requirements.find((r) => r.row.id === id)!);
}
