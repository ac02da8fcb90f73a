import { createEvidenceRoute, listEvidenceRoute } from "@/lib/api/evidence";
import { createEvidence, listEvidence } from "@/lib/evidence";
import { handle } from "@/lib/http/handle";

export const POST = handle(createEvidenceRoute, (ctx, { body }) => createEvidence(ctx, body));
export const GET = handle(listEvidenceRoute, (ctx, { query }) => listEvidence(ctx, query));
