import { auditControls, audits } from "@/db/audits";
import { users } from "@/db/accounts";
import { eq } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { customerGate } from "./internal/access";
import { recordActivity } from "./internal/activity";
import { resolveAuditFramework } from "./internal/framework-source";
import { applyPeriod, periodColumns } from "./internal/period";
import type { CreateAuditInput } from "./schemas";
import { toAudit } from "./internal/serialize";

/** Rows per INSERT: 8 parameters each stays well under PostgreSQL's 65,535-parameter limit. */
const CONTROL_BATCH = 2000;

/** Creates a `draft` audit with a snapshot of the framework's controls, all `pending` and in scope. */
export async function createAudit(ctx: Ctx, input: CreateAuditInput) {
  const caller = await customerGate(ctx);
  const { period, changes } = applyPeriod(input.type, input);
  const framework = await resolveAuditFramework(ctx.db, caller.accountId, input.framework_id);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, caller.userId)).limit(1);
    const [audit] = await tx
      .insert(audits)
      .values({
        accountId: caller.accountId,
        frameworkId: framework.id,
        frameworkName: framework.name,
        frameworkKind: framework.kind,
        type: input.type,
        title: input.title,
        description: input.description || null,
        targetCompletion: input.target_completion ?? null,
        ...periodColumns(period),
        status: "draft",
        createdBy: caller.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    for (let i = 0; i < framework.controls.length; i += CONTROL_BATCH) {
      await tx.insert(auditControls).values(
        framework.controls.slice(i, i + CONTROL_BATCH).map((c, j) => ({
          auditId: audit.id,
          controlId: c.controlId,
          title: c.title,
          description: c.description,
          category: c.category,
          sortOrder: i + j,
          status: "pending" as const,
        })),
      );
    }
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "audit_created",
      actor: { type: "customer", id: caller.userId, name: user?.name ?? "Customer" },
      status: "draft",
      details: {
        framework_id: framework.id,
        framework_name: framework.name,
        type: input.type,
        controls: framework.controls.length,
        ...Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to])),
      },
      at: now,
    });
    return toAudit(audit);
  });
}
