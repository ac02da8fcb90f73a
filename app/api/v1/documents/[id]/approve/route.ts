import { handle } from "@/lib/http/handle";
import { approveDocument, approveDocumentRoute } from "@/lib/documents";

export const POST = handle(approveDocumentRoute, (ctx, { params }) => approveDocument(ctx, params.id));
