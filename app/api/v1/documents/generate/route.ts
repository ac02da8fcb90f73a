import { handle } from "@/lib/http/handle";
import { generateDocument, generateRoute } from "@/lib/documents";

export const POST = handle(generateRoute, (ctx, { body }) => generateDocument(ctx, body));
