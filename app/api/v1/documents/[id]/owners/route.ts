import { handle } from "@/lib/http/handle";
import { setDocumentOwners, setDocumentOwnersRoute } from "@/lib/documents";

export const PUT = handle(setDocumentOwnersRoute, (ctx, { params, body }) => setDocumentOwners(ctx, params.id, body));
