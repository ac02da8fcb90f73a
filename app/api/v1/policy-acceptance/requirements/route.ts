import { handle } from "@/lib/http/handle";
import { createRequirementRoute, listRequirementsRoute } from "@/lib/api/policy-acceptance";
import { createRequirement, listRequirements } from "@/lib/policy-acceptance";

export const GET = handle(listRequirementsRoute, (ctx, { query }) => listRequirements(ctx, query));
export const POST = handle(createRequirementRoute, (ctx, { body }) => createRequirement(ctx, body));
