import { importFramework } from "@/lib/custom-frameworks/import-framework";
import { importRoute } from "@/lib/custom-frameworks/routes";
import { handle } from "@/lib/http/handle";

export const POST = handle(importRoute, (ctx, { body }) => importFramework(ctx, body));
