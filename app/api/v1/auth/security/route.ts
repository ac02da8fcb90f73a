import { getAccountSecurityRoute, setAccountSecurityRoute } from "@/lib/api/auth";
import { getAccountSecurity, setAccountSecurity } from "@/lib/auth";
import { handle } from "@/lib/http/handle";

export const GET = handle(getAccountSecurityRoute, (ctx) => getAccountSecurity(ctx));
export const PUT = handle(setAccountSecurityRoute, (ctx, { body }) => setAccountSecurity(ctx, body));
