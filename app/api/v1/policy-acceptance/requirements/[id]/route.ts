import { handle } from "@/lib/http/handle";
import { deleteRequirementRoute, updateRequirementRoute } from "@/lib/api/policy-acceptance";
import { deleteRequirement, updateRequirement } from "@/lib/policy-acceptance";

export const PATCH = handle(updateRequirementRoute, (ctx, { params, body }) => updateRequirement(ctx, params.id, body));
export const DELETE = handle(deleteRequirementRoute, (ctx, { params }) => deleteRequirement(ctx, params.id));
