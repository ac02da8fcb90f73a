import { and, desc, eq, isNull } from "drizzle-orm";
import { customFrameworks } from "@/db/custom-frameworks";
import { type FrameworkStatus } from "@/lib/vocabulary";
import type { Ctx } from "@/lib/context";
import { newestFirstAfter, newestFirstKey, toPage, type Page, type PageRequest } from "@/lib/pagination";
import { requireCustomFrameworks } from "./internal/access";
import { toFramework } from "./internal/serialize";
import { controlCounts } from "./internal/queries";
import type { CustomFramework } from "./schemas";

export interface ListFrameworksFilter {
  status?: FrameworkStatus;
}

/** The account's live custom frameworks, newest first, with their control counts. */
export async function listFrameworks(ctx: Ctx, page: PageRequest, filter: ListFrameworksFilter = {}): Promise<Page<CustomFramework>> {
  const accountId = await requireCustomFrameworks(ctx, "viewer");
  const rows = await ctx.db
    .select()
    .from(customFrameworks)
    .where(
      and(
        eq(customFrameworks.accountId, accountId),
        isNull(customFrameworks.deletedAt),
        filter.status ? eq(customFrameworks.status, filter.status) : undefined,
        newestFirstAfter(customFrameworks.createdAt, customFrameworks.id, page.cursor),
      ),
    )
    .orderBy(desc(customFrameworks.createdAt), desc(customFrameworks.id))
    .limit(page.limit + 1);
  const counts = await controlCounts(
    ctx.db,
    rows.slice(0, page.limit).map((r) => r.id),
  );
  return toPage(rows, page.limit, newestFirstKey, (r) => toFramework(r, counts.get(r.id) ?? 0));
}
