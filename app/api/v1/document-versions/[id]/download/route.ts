import { auditorCanReadDocumentVersion } from "@/lib/audits";
import { downloadDocumentVersionRoute } from "@/lib/api/documents";
import { downloadDocumentVersion } from "@/lib/documents";
import { handle } from "@/lib/http/handle";

export const GET = handle(downloadDocumentVersionRoute, (ctx, { params, query }) =>
  downloadDocumentVersion(ctx, params.id, query.format, auditorCanReadDocumentVersion),
);
