import { getRiskScaleRoute } from "@/lib/api/risks";
import { handle } from "@/lib/http/handle";
import { getRiskScale } from "@/lib/risks";

export const GET = handle(getRiskScaleRoute, (ctx) => getRiskScale(ctx));
