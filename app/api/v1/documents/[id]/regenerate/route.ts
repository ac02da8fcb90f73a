import { handle } from "@/lib/http/handle";
import { regenerateDocumentRoute } from "@/lib/api/documents";
import { regenerateDocument } from "@/lib/documents";

export const POST = handle(regenerateDocumentRoute, (ctx, { params, body }) => regenerateDocument(ctx, params.id, body));
