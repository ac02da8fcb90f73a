import { and, eq } from "drizzle-orm";
import { controlOwners } from "@/db/ownership";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { controlTitles, frameworkControlIds } from "@/lib/custom-frameworks";
import { notify } from "@/lib/notifications";
import { activeMember } from "@/lib/members";
import type { ControlOwnerInput, ControlOwnerJson } from "./schemas";

/**
 * Names (or, with null, removes) the owner of a control of a built-in framework or of one of the account's custom
 * frameworks. The owner must be an active member; a new owner is told (`control.assigned`). Answers the ownership, or
 * null once removed.
 */
export async function setControlOwner(ctx: Ctx, frameworkId: string, controlId: string, input: ControlOwnerInput): Promise<ControlOwnerJson | null> {
  const { accountId, userId } = requireRole(ctx, "member");
  const controls = await frameworkControlIds(ctx.db, accountId, frameworkId);
  if (!controls) throw ServiceError.notFound("framework");
  if (!controls.has(controlId)) throw ServiceError.notFound("control");
  const titles = await controlTitles(ctx.db, accountId, [{ frameworkId, controlId }]);
  const key = and(eq(controlOwners.accountId, accountId), eq(controlOwners.frameworkId, frameworkId), eq(controlOwners.controlId, controlId));

  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(controlOwners).where(key).for("update");
    if (input.user_id === null) {
      if (current) {
        await tx.delete(controlOwners).where(key);
        await recordEvent(tx, ctx, {
          accountId,
          action: "control.owner_removed",
          targetType: "control",
          targetId: `${frameworkId}:${controlId}`,
          details: { framework_id: frameworkId, control_id: controlId, from: current.userId },
        });
      }
      return null;
    }
    const owner = await activeMember(tx, accountId, input.user_id, "user_id");
    if (current?.userId === owner.id) {
      return {
        framework_id: frameworkId,
        control_id: controlId,
        control_title: titles.control(frameworkId, controlId),
        owner,
        assigned_at: current.assignedAt.toISOString(),
      };
    }
    const now = ctx.now();
    await tx
      .insert(controlOwners)
      .values({ accountId, frameworkId, controlId, userId: owner.id, assignedBy: userId, assignedAt: now })
      .onConflictDoUpdate({
        target: [controlOwners.accountId, controlOwners.frameworkId, controlOwners.controlId],
        set: { userId: owner.id, assignedBy: userId, assignedAt: now },
      });
    await recordEvent(tx, ctx, {
      accountId,
      action: "control.owner_assigned",
      targetType: "control",
      targetId: `${frameworkId}:${controlId}`,
      details: { framework_id: frameworkId, control_id: controlId, from: current?.userId ?? null, to: owner.id, email: owner.email },
    });
    const title = titles.control(frameworkId, controlId);
    await notify(
      tx,
      {
        accountId,
        recipients: [{ userId: owner.id }],
        kind: "control.assigned",
        title: `You own ${controlId}${title ? ` (${title})` : ""}`,
        body: `You are now the owner of control ${controlId} of ${titles.framework(frameworkId)}.`,
        link: `/frameworks/${encodeURIComponent(frameworkId)}`,
        subjectType: "control",
        subjectId: `${frameworkId}:${controlId}`,
      },
      userId,
    );
    return { framework_id: frameworkId, control_id: controlId, control_title: title, owner, assigned_at: now.toISOString() };
  });
}
