import { handle } from "@/lib/http/handle";
import { getSampleRoute } from "@/lib/api/audits";
import { getSample } from "@/lib/audits";

export const GET = handle(getSampleRoute, (ctx, { params }) => getSample(ctx, params.id, params.sid));
