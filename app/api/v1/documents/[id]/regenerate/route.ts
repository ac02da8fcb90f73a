import { handle } from "@/lib/http/handle";
import { regenerateDocument } from "@/lib/documents/regenerate-document";
import { regenerateDocumentRoute } from "@/lib/documents/routes";

export const POST = handle(regenerateDocumentRoute, (ctx, { params, body }) => regenerateDocument(ctx, params.id, body));
