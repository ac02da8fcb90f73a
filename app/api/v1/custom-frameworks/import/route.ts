import { importRoute } from "@/lib/api/custom-frameworks";
import { importFramework } from "@/lib/custom-frameworks";
import { handle } from "@/lib/http/handle";

export const POST = handle(importRoute, (ctx, { body }) => importFramework(ctx, body));
