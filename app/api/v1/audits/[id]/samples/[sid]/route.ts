import { handle } from "@/lib/http/handle";
import { getSample, getSampleRoute } from "@/lib/audits";

export const GET = handle(getSampleRoute, (ctx, { params }) => getSample(ctx, params.id, params.sid));
