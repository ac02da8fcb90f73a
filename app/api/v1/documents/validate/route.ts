import { handle } from "@/lib/http/handle";
import { validateDocument } from "@/lib/documents/validate-document";
import { validateRoute } from "@/lib/documents/routes";

export const POST = handle(validateRoute, (ctx, { body }) => validateDocument(ctx, body));
