import { handle } from "@/lib/http/handle";
import { downloadDocument, downloadDocumentRoute } from "@/lib/documents";

export const GET = handle(downloadDocumentRoute, (ctx, { params, query }) => downloadDocument(ctx, params.id, query.format, query.version));
