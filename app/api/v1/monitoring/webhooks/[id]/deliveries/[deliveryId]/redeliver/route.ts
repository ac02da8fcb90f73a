import { handle } from "@/lib/http/handle";
import { redeliver } from "@/lib/monitoring/redeliver";
import { redeliverRoute } from "@/lib/monitoring/routes";

export const POST = handle(redeliverRoute, (ctx, { params }) => redeliver(ctx, params.id, params.deliveryId));
