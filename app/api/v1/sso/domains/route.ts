import { handle } from "@/lib/http/handle";
import { createDomain, createDomainRoute, listDomains, listDomainsRoute } from "@/lib/sso";

export const POST = handle(createDomainRoute, (ctx, { body }) => createDomain(ctx, body));
export const GET = handle(listDomainsRoute, (ctx, { query }) => listDomains(ctx, query));
