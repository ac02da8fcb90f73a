import { handle } from "@/lib/http/handle";
import { editDocument } from "@/lib/documents/edit-document";
import { listDocumentVersions } from "@/lib/documents/list-document-versions";
import { editDocumentRoute, listVersionsRoute } from "@/lib/documents/routes";

export const GET = handle(listVersionsRoute, (ctx, { params, query }) => listDocumentVersions(ctx, params.id, query));
export const POST = handle(editDocumentRoute, (ctx, { params, body }) => editDocument(ctx, params.id, body));
