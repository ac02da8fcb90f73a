import { handle } from "@/lib/http/handle";
import { deleteDomainRoute } from "@/lib/api/sso";
import { deleteDomain } from "@/lib/sso";

export const DELETE = handle(deleteDomainRoute, (ctx, { params }) => deleteDomain(ctx, params.id));
