import { handle } from "@/lib/http/handle";
import { getDocumentVersion, getVersionRoute } from "@/lib/documents";

export const GET = handle(getVersionRoute, (ctx, { params }) => getDocumentVersion(ctx, params.id, params.n));
