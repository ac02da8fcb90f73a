import { handle } from "@/lib/http/handle";
import { revokeExclusion, revokeExclusionRoute } from "@/lib/integrations";

export const DELETE = handle(revokeExclusionRoute, (ctx, { params }) => revokeExclusion(ctx, params.id, params.exclusionId));
