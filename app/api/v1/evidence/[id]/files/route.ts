import { listEvidenceFiles } from "@/lib/evidence/list-evidence-files";
import { listEvidenceFilesRoute } from "@/lib/evidence/routes";
import { handle } from "@/lib/http/handle";

export const GET = handle(listEvidenceFilesRoute, (ctx, { params, query }) => listEvidenceFiles(ctx, params.id, query));
