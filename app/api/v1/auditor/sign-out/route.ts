import { handle } from "@/lib/http/handle";
import { signOutAuditorRoute } from "@/lib/api/audits";
import { signOutAuditor } from "@/lib/audits";
import { canKeepSecureCookie } from "@/lib/http/secure-cookie";

export const POST = handle(signOutAuditorRoute, (ctx, { request }) => signOutAuditor(ctx, { secureCookie: canKeepSecureCookie(request) }));
