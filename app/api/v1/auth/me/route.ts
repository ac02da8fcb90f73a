import { getMe } from "@/lib/auth/get-me";
import { meRoute } from "@/lib/auth/routes";
import { handle } from "@/lib/http/handle";

export const GET = handle(meRoute, (ctx) => getMe(ctx));
