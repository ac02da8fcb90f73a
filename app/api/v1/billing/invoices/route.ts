import { listInvoices } from "@/lib/billing/list-invoices";
import { invoicesRoute } from "@/lib/billing/routes";
import { handle } from "@/lib/http/handle";

export const GET = handle(invoicesRoute, (ctx, { query }) => listInvoices(ctx, query));
