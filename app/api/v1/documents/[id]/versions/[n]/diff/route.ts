import { handle } from "@/lib/http/handle";
import { diffDocumentVersions, diffVersionsRoute } from "@/lib/documents";

export const GET = handle(diffVersionsRoute, (ctx, { params, query }) => diffDocumentVersions(ctx, params.id, params.n, query.against));
