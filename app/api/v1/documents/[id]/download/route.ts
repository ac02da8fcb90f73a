import { handle } from "@/lib/http/handle";
import { downloadDocumentRoute } from "@/lib/api/documents";
import { downloadDocument } from "@/lib/documents";

export const GET = handle(downloadDocumentRoute, (ctx, { params, query }) => downloadDocument(ctx, params.id, query.format, query.version));
