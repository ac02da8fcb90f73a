import { handle } from "@/lib/http/handle";
import { editDocument, listDocumentVersions, editDocumentRoute, listVersionsRoute } from "@/lib/documents";

export const GET = handle(listVersionsRoute, (ctx, { params, query }) => listDocumentVersions(ctx, params.id, query));
export const POST = handle(editDocumentRoute, (ctx, { params, body }) => editDocument(ctx, params.id, body));
