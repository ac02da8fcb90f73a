import { handle } from "@/lib/http/handle";
import { restoreDocument, restoreDocumentRoute } from "@/lib/documents";

export const POST = handle(restoreDocumentRoute, (ctx, { params }) => restoreDocument(ctx, params.id));
