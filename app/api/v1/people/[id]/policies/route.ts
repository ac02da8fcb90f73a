import { handle } from "@/lib/http/handle";
import { getPersonPoliciesRoute } from "@/lib/api/policy-acceptance";
import { getPersonPolicies } from "@/lib/policy-acceptance";

export const GET = handle(getPersonPoliciesRoute, (ctx, { params }) => getPersonPolicies(ctx, params.id));
