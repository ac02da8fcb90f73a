import { handle } from "@/lib/http/handle";
import { variableDefaultsRoute, variableDefaults } from "@/lib/documents";

export const GET = handle(variableDefaultsRoute, (ctx) => variableDefaults(ctx));
