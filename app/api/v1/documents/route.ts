import { handle } from "@/lib/http/handle";
import { listDocumentsRoute } from "@/lib/api/documents";
import { listDocuments } from "@/lib/documents";

export const GET = handle(listDocumentsRoute, (ctx, { query }) => listDocuments(ctx, query));
