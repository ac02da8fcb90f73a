import { handle } from "@/lib/http/handle";
import { archiveDocumentRoute } from "@/lib/api/documents";
import { archiveDocument } from "@/lib/documents";

export const POST = handle(archiveDocumentRoute, (ctx, { params }) => archiveDocument(ctx, params.id));
