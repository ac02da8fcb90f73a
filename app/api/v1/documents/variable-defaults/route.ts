import { handle } from "@/lib/http/handle";
import { variableDefaultsRoute, getVariableDefaults } from "@/lib/documents";

export const GET = handle(variableDefaultsRoute, (ctx) => getVariableDefaults(ctx));
