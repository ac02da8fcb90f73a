import { handle } from "@/lib/http/handle";
import { clientAddress } from "@/lib/http/client-address";
import { listAcceptancesRoute, recordAcceptanceRoute } from "@/lib/api/policy-acceptance";
import { listAcceptances, recordAcceptance } from "@/lib/policy-acceptance";

export const GET = handle(listAcceptancesRoute, (ctx, { query }) => listAcceptances(ctx, query));
export const POST = handle(recordAcceptanceRoute, (ctx, { body, request }) =>
  recordAcceptance(ctx, body, { ipAddress: clientAddress(request), userAgent: request.headers.get("user-agent") }),
);
