import { handle } from "@/lib/http/handle";
import { listDocuments, listDocumentsRoute } from "@/lib/documents";

export const GET = handle(listDocumentsRoute, (ctx, { query }) => listDocuments(ctx, query));
