import { handle } from "@/lib/http/handle";
import { getDocument, getDocumentRoute } from "@/lib/documents";

export const GET = handle(getDocumentRoute, (ctx, { params }) => getDocument(ctx, params.id));
