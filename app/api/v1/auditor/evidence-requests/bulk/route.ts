import { handle } from "@/lib/http/handle";
import { bulkEvidenceRequestsRoute, requestEvidenceInBulk } from "@/lib/audits";

export const POST = handle(bulkEvidenceRequestsRoute, (ctx, { body }) => requestEvidenceInBulk(ctx, body));
