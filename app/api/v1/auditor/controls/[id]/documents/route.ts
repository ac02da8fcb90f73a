import { handle } from "@/lib/http/handle";
import { controlDocumentsRoute } from "@/lib/api/audits";
import { listControlDocuments } from "@/lib/audits";

export const GET = handle(controlDocumentsRoute, (ctx, { params, query }) => listControlDocuments(ctx, params.id, query));
