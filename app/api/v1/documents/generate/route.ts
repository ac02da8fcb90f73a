import { handle } from "@/lib/http/handle";
import { generateDocument } from "@/lib/documents/generate-document";
import { generateRoute } from "@/lib/documents/routes";

export const POST = handle(generateRoute, (ctx, { body }) => generateDocument(ctx, body));
