import { listEvidenceFilesRoute } from "@/lib/api/evidence";
import { listEvidenceFiles } from "@/lib/evidence";
import { handle } from "@/lib/http/handle";

export const GET = handle(listEvidenceFilesRoute, (ctx, { params, query }) => listEvidenceFiles(ctx, params.id, query));
