import { handle } from "@/lib/http/handle";
import { restoreDocument } from "@/lib/documents/restore-document";
import { restoreDocumentRoute } from "@/lib/documents/routes";

export const POST = handle(restoreDocumentRoute, (ctx, { params }) => restoreDocument(ctx, params.id));
