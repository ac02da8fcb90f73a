import { and, desc, eq } from "drizzle-orm";
import { monitoringWebhooks } from "@/db/monitoring";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { newestFirstAfter, newestFirstKey, toPage, type Page, type PageRequest } from "@/lib/pagination";
import { toWebhook } from "./internal/serialize";
import type { WebhookResponse } from "./schemas";

export async function listWebhooks(ctx: Ctx, page: PageRequest): Promise<Page<WebhookResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  const t = monitoringWebhooks;
  const rows = await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.accountId, accountId), newestFirstAfter(t.createdAt, t.id, page.cursor)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, newestFirstKey, toWebhook);
}
