import { handle } from "@/lib/http/handle";
import { revokeExclusionRoute } from "@/lib/api/integrations";
import { revokeExclusion } from "@/lib/integrations";

export const DELETE = handle(revokeExclusionRoute, (ctx, { params }) => revokeExclusion(ctx, params.id, params.exclusionId));
