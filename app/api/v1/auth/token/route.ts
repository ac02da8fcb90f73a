import { issueToken } from "@/lib/auth/issue-token";
import { tokenRoute } from "@/lib/auth/routes";
import { handle } from "@/lib/http/handle";

export const POST = handle(tokenRoute, (ctx, { body }) => issueToken(ctx, body));
