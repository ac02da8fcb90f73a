import { handle } from "@/lib/http/handle";
import { generateDocuments } from "@/lib/documents/generate-bulk";
import { bulkRoute } from "@/lib/documents/routes";

export const POST = handle(bulkRoute, (ctx, { body }) => generateDocuments(ctx, body));
