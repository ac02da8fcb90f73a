import { handle } from "@/lib/http/handle";
import { archiveDocument } from "@/lib/documents/archive-document";
import { archiveDocumentRoute } from "@/lib/documents/routes";

export const POST = handle(archiveDocumentRoute, (ctx, { params }) => archiveDocument(ctx, params.id));
