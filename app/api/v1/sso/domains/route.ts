import { handle } from "@/lib/http/handle";
import { createDomainRoute, listDomainsRoute } from "@/lib/api/sso";
import { createDomain, listDomains } from "@/lib/sso";

export const POST = handle(createDomainRoute, (ctx, { body }) => createDomain(ctx, body));
export const GET = handle(listDomainsRoute, (ctx, { query }) => listDomains(ctx, query));
