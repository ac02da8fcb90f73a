import { handle } from "@/lib/http/handle";
import { validateRoute } from "@/lib/api/documents";
import { validateDocument } from "@/lib/documents";

export const POST = handle(validateRoute, (ctx, { body }) => validateDocument(ctx, body));
