import { handle } from "@/lib/http/handle";
import { diffDocumentVersions } from "@/lib/documents/diff-document-versions";
import { diffVersionsRoute } from "@/lib/documents/routes";

export const GET = handle(diffVersionsRoute, (ctx, { params, query }) => diffDocumentVersions(ctx, params.id, params.n, query.against));
