import { handle } from "@/lib/http/handle";
import { setDocumentOwnersRoute } from "@/lib/api/documents";
import { setDocumentOwners } from "@/lib/documents";

export const PUT = handle(setDocumentOwnersRoute, (ctx, { params, body }) => setDocumentOwners(ctx, params.id, body));
