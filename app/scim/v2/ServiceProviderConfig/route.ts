import { getServiceProviderConfig, serviceProviderConfigRoute } from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const GET = handle(serviceProviderConfigRoute, (ctx) => getServiceProviderConfig(ctx));
