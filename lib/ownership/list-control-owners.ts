import { and, eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import { controlOwners } from "@/db/ownership";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { controlTitles, frameworkControlIds } from "@/lib/custom-frameworks";
import { pageArray, type Page, type PageRequest } from "@/lib/pagination";
import type { ControlOwnerJson } from "./schemas";

/** The owned controls of a framework, by control id (a framework has at most a few hundred controls). */
export async function listControlOwners(ctx: Ctx, frameworkId: string, page: PageRequest): Promise<Page<ControlOwnerJson>> {
  const { accountId } = requireRole(ctx, "viewer");
  const controls = await frameworkControlIds(ctx.db, accountId, frameworkId);
  if (!controls) throw ServiceError.notFound("framework");
  const rows = await ctx.db
    .select({ controlId: controlOwners.controlId, assignedAt: controlOwners.assignedAt, id: users.id, name: users.name, email: users.email })
    .from(controlOwners)
    .innerJoin(users, eq(users.id, controlOwners.userId))
    .where(and(eq(controlOwners.accountId, accountId), eq(controlOwners.frameworkId, frameworkId)));
  const titles = await controlTitles(ctx.db, accountId, [{ frameworkId, controlId: "" }]);
  const items = rows
    // A control removed from a custom framework keeps its row until someone reassigns it; it is not listed.
    .filter((r) => controls.has(r.controlId))
    .sort((a, b) => a.controlId.localeCompare(b.controlId, "en", { numeric: true }))
    .map((r) => ({
      framework_id: frameworkId,
      control_id: r.controlId,
      control_title: titles.control(frameworkId, r.controlId),
      owner: { id: r.id, name: r.name, email: r.email },
      assigned_at: r.assignedAt.toISOString(),
    }));
  return pageArray(items, page);
}
