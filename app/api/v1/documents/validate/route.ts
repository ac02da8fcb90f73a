import { handle } from "@/lib/http/handle";
import { validateDocument, validateRoute } from "@/lib/documents";

export const POST = handle(validateRoute, (ctx, { body }) => validateDocument(ctx, body));
