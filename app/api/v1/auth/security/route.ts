import { getAccountSecurity, getAccountSecurityRoute, setAccountSecurity, setAccountSecurityRoute } from "@/lib/auth";
import { handle } from "@/lib/http/handle";

export const GET = handle(getAccountSecurityRoute, (ctx) => getAccountSecurity(ctx));
export const PUT = handle(setAccountSecurityRoute, (ctx, { body }) => setAccountSecurity(ctx, body));
