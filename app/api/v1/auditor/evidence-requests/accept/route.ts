import { handle } from "@/lib/http/handle";
import { acceptEvidenceRequestsRoute } from "@/lib/api/audits";
import { acceptEvidenceRequests } from "@/lib/audits";

export const POST = handle(acceptEvidenceRequestsRoute, (ctx, { body }) => acceptEvidenceRequests(ctx, body));
