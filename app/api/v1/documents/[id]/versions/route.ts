import { handle } from "@/lib/http/handle";
import { editDocumentRoute, listVersionsRoute } from "@/lib/api/documents";
import { editDocument, listDocumentVersions } from "@/lib/documents";

export const GET = handle(listVersionsRoute, (ctx, { params, query }) => listDocumentVersions(ctx, params.id, query));
export const POST = handle(editDocumentRoute, (ctx, { params, body }) => editDocument(ctx, params.id, body));
