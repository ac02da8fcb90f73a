import { handle } from "@/lib/http/handle";
import { listDeliveries, listDeliveriesRoute } from "@/lib/monitoring";

export const GET = handle(listDeliveriesRoute, (ctx, { params, query }) => listDeliveries(ctx, params.id, query));
