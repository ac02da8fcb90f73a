import { twoFactorStatusRoute } from "@/lib/api/auth";
import { getTwoFactorStatus } from "@/lib/auth";
import { handle } from "@/lib/http/handle";

export const GET = handle(twoFactorStatusRoute, (ctx) => getTwoFactorStatus(ctx));
