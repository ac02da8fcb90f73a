import { listInvoices, invoicesRoute } from "@/lib/billing";
import { handle } from "@/lib/http/handle";

export const GET = handle(invoicesRoute, (ctx, { query }) => listInvoices(ctx, query));
