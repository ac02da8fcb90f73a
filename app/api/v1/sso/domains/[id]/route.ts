import { handle } from "@/lib/http/handle";
import { deleteDomain, deleteDomainRoute } from "@/lib/sso";

export const DELETE = handle(deleteDomainRoute, (ctx, { params }) => deleteDomain(ctx, params.id));
