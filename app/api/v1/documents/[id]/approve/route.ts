import { handle } from "@/lib/http/handle";
import { approveDocumentRoute } from "@/lib/api/documents";
import { approveDocument } from "@/lib/documents";

export const POST = handle(approveDocumentRoute, (ctx, { params }) => approveDocument(ctx, params.id));
