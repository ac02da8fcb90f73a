import { serviceProviderConfigRoute } from "@/lib/api/scim";
import { getServiceProviderConfig } from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const GET = handle(serviceProviderConfigRoute, (ctx) => getServiceProviderConfig(ctx));
