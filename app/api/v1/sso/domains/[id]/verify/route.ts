import { handle } from "@/lib/http/handle";
import { verifyDomainRoute } from "@/lib/api/sso";
import { verifyDomain } from "@/lib/sso";

export const POST = handle(verifyDomainRoute, (ctx, { params }) => verifyDomain(ctx, params.id));
