import { handle } from "@/lib/http/handle";
import { redeliverRoute } from "@/lib/api/monitoring";
import { redeliver } from "@/lib/alerts";

export const POST = handle(redeliverRoute, (ctx, { params }) => redeliver(ctx, params.id, params.deliveryId));
