import { addLibraryRisksRoute, listRiskLibraryRoute } from "@/lib/api/risks";
import { handle } from "@/lib/http/handle";
import { addLibraryRisks, listRiskLibrary } from "@/lib/risks";

export const GET = handle(listRiskLibraryRoute, (ctx, { query }) => listRiskLibrary(ctx, query));
export const POST = handle(addLibraryRisksRoute, (ctx, { body }) => addLibraryRisks(ctx, body));
