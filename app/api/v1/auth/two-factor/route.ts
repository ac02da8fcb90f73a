import { getTwoFactorStatus, twoFactorStatusRoute } from "@/lib/auth";
import { handle } from "@/lib/http/handle";

export const GET = handle(twoFactorStatusRoute, (ctx) => getTwoFactorStatus(ctx));
