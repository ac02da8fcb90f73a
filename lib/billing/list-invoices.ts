import { and, desc, eq } from "drizzle-orm";
import { billingInvoices } from "@/db/billing";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { newestFirstAfter, toPage, type PageRequest } from "@/lib/pagination";
import { toInvoice } from "./internal/serialize";
import { requireBillingEnabled } from "./internal/require-billing";

export async function listInvoices(ctx: Ctx, page: PageRequest) {
  const { accountId } = requireRole(ctx, "admin");
  requireBillingEnabled();
  const rows = await ctx.db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.accountId, accountId), newestFirstAfter(billingInvoices.stripeCreatedAt, billingInvoices.stripeInvoiceId, page.cursor)))
    .orderBy(desc(billingInvoices.stripeCreatedAt), desc(billingInvoices.stripeInvoiceId))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, (r) => [r.stripeCreatedAt.toISOString(), r.stripeInvoiceId], toInvoice);
}
