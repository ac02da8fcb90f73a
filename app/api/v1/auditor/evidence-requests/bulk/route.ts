import { handle } from "@/lib/http/handle";
import { bulkEvidenceRequestsRoute } from "@/lib/api/audits";
import { requestEvidenceInBulk } from "@/lib/audits";

export const POST = handle(bulkEvidenceRequestsRoute, (ctx, { body }) => requestEvidenceInBulk(ctx, body));
