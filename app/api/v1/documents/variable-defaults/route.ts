import { handle } from "@/lib/http/handle";
import { variableDefaultsRoute } from "@/lib/api/documents";
import { getVariableDefaults } from "@/lib/documents";

export const GET = handle(variableDefaultsRoute, (ctx) => getVariableDefaults(ctx));
