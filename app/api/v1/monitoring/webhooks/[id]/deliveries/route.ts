import { handle } from "@/lib/http/handle";
import { listDeliveriesRoute } from "@/lib/api/monitoring";
import { listDeliveries } from "@/lib/alerts";

export const GET = handle(listDeliveriesRoute, (ctx, { params, query }) => listDeliveries(ctx, params.id, query));
