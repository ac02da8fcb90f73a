import { handle } from "@/lib/http/handle";
import { downloadDocument } from "@/lib/documents/download-document";
import { downloadDocumentRoute } from "@/lib/documents/routes";

export const GET = handle(downloadDocumentRoute, (ctx, { params, query }) => downloadDocument(ctx, params.id, query.format, query.version));
