import { invoicesRoute } from "@/lib/api/billing";
import { listInvoices } from "@/lib/billing";
import { handle } from "@/lib/http/handle";

export const GET = handle(invoicesRoute, (ctx, { query }) => listInvoices(ctx, query));
