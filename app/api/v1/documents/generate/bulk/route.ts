import { handle } from "@/lib/http/handle";
import { bulkRoute } from "@/lib/api/documents";
import { generateDocuments } from "@/lib/documents";

export const POST = handle(bulkRoute, (ctx, { body }) => generateDocuments(ctx, body));
