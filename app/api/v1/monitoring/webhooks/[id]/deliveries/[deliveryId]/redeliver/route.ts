import { handle } from "@/lib/http/handle";
import { redeliver, redeliverRoute } from "@/lib/monitoring";

export const POST = handle(redeliverRoute, (ctx, { params }) => redeliver(ctx, params.id, params.deliveryId));
