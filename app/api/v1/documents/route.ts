import { handle } from "@/lib/http/handle";
import { listDocuments } from "@/lib/documents/list-documents";
import { listDocumentsRoute } from "@/lib/documents/routes";

export const GET = handle(listDocumentsRoute, (ctx, { query }) => listDocuments(ctx, query));
