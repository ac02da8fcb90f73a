import { handle } from "@/lib/http/handle";
import { restoreDocumentRoute } from "@/lib/api/documents";
import { restoreDocument } from "@/lib/documents";

export const POST = handle(restoreDocumentRoute, (ctx, { params }) => restoreDocument(ctx, params.id));
