import { handle } from "@/lib/http/handle";
import { generateDocuments, bulkRoute } from "@/lib/documents";

export const POST = handle(bulkRoute, (ctx, { body }) => generateDocuments(ctx, body));
