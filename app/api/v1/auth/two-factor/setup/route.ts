import { startTwoFactorSetup, twoFactorSetupRoute } from "@/lib/auth";
import { handle } from "@/lib/http/handle";

export const POST = handle(twoFactorSetupRoute, (ctx) => startTwoFactorSetup(ctx));
