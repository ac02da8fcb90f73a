import { handle } from "@/lib/http/handle";
import { regenerateDocument, regenerateDocumentRoute } from "@/lib/documents";

export const POST = handle(regenerateDocumentRoute, (ctx, { params, body }) => regenerateDocument(ctx, params.id, body));
