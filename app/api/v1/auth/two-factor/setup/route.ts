import { twoFactorSetupRoute } from "@/lib/api/auth";
import { startTwoFactorSetup } from "@/lib/auth";
import { handle } from "@/lib/http/handle";

export const POST = handle(twoFactorSetupRoute, (ctx) => startTwoFactorSetup(ctx));
