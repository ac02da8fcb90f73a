import { createEvidence } from "@/lib/evidence/create-evidence";
import { listEvidence } from "@/lib/evidence/list-evidence";
import { createEvidenceRoute, listEvidenceRoute } from "@/lib/evidence/routes";
import { handle } from "@/lib/http/handle";

export const POST = handle(createEvidenceRoute, (ctx, { body }) => createEvidence(ctx, body));
export const GET = handle(listEvidenceRoute, (ctx, { query }) => listEvidence(ctx, query));
