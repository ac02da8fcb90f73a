import { getMe, meRoute } from "@/lib/auth";
import { handle } from "@/lib/http/handle";

export const GET = handle(meRoute, (ctx) => getMe(ctx));
