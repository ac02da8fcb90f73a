import { handle } from "@/lib/http/handle";
import { getServiceProviderRoute } from "@/lib/api/sso";
import { getServiceProvider } from "@/lib/sso";

export const GET = handle(getServiceProviderRoute, (ctx) => getServiceProvider(ctx));
