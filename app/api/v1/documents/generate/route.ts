import { handle } from "@/lib/http/handle";
import { generateRoute } from "@/lib/api/documents";
import { generateDocument } from "@/lib/documents";

export const POST = handle(generateRoute, (ctx, { body }) => generateDocument(ctx, body));
