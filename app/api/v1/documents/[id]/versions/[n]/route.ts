import { handle } from "@/lib/http/handle";
import { getVersionRoute } from "@/lib/api/documents";
import { getDocumentVersion } from "@/lib/documents";

export const GET = handle(getVersionRoute, (ctx, { params }) => getDocumentVersion(ctx, params.id, params.n));
