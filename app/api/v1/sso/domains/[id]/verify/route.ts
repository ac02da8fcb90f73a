import { handle } from "@/lib/http/handle";
import { verifyDomain, verifyDomainRoute } from "@/lib/sso";

export const POST = handle(verifyDomainRoute, (ctx, { params }) => verifyDomain(ctx, params.id));
