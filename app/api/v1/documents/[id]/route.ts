import { handle } from "@/lib/http/handle";
import { getDocumentRoute } from "@/lib/api/documents";
import { getDocument } from "@/lib/documents";

export const GET = handle(getDocumentRoute, (ctx, { params }) => getDocument(ctx, params.id));
