import { handle } from "@/lib/http/handle";
import { variableDefaultsRoute } from "@/lib/documents/routes";
import { variableDefaults } from "@/lib/documents/variable-defaults";

export const GET = handle(variableDefaultsRoute, (ctx) => variableDefaults(ctx));
