import { handle } from "@/lib/http/handle";
import { archiveDocument, archiveDocumentRoute } from "@/lib/documents";

export const POST = handle(archiveDocumentRoute, (ctx, { params }) => archiveDocument(ctx, params.id));
