import { handle } from "@/lib/http/handle";
import { listDeliveries } from "@/lib/monitoring/list-deliveries";
import { listDeliveriesRoute } from "@/lib/monitoring/routes";

export const GET = handle(listDeliveriesRoute, (ctx, { params, query }) => listDeliveries(ctx, params.id, query));
