import { handle } from "@/lib/http/handle";
import { getDocumentVersion } from "@/lib/documents/get-document-version";
import { getVersionRoute } from "@/lib/documents/routes";

export const GET = handle(getVersionRoute, (ctx, { params }) => getDocumentVersion(ctx, params.id, params.n));
