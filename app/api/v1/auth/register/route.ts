import { registerUser } from "@/lib/auth/register";
import { registerRoute } from "@/lib/auth/routes";
import { handle } from "@/lib/http/handle";

export const POST = handle(registerRoute, (ctx, { body }) => registerUser(ctx, body));
