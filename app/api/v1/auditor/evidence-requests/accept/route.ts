import { handle } from "@/lib/http/handle";
import { acceptEvidenceRequests, acceptEvidenceRequestsRoute } from "@/lib/audits";

export const POST = handle(acceptEvidenceRequestsRoute, (ctx, { body }) => acceptEvidenceRequests(ctx, body));
