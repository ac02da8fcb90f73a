import { handle } from "@/lib/http/handle";
import { getDocument } from "@/lib/documents/list-documents";
import { getDocumentRoute } from "@/lib/documents/routes";

export const GET = handle(getDocumentRoute, (ctx, { params }) => getDocument(ctx, params.id));
