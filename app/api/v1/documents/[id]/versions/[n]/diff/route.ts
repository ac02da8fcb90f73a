import { handle } from "@/lib/http/handle";
import { diffVersionsRoute } from "@/lib/api/documents";
import { diffDocumentVersions } from "@/lib/documents";

export const GET = handle(diffVersionsRoute, (ctx, { params, query }) => diffDocumentVersions(ctx, params.id, params.n, query.against));
