import { meRoute } from "@/lib/api/auth";
import { getMe } from "@/lib/auth";
import { handle } from "@/lib/http/handle";

export const GET = handle(meRoute, (ctx) => getMe(ctx));
