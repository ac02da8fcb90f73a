import { exportRisksRoute } from "@/lib/api/risks";
import { handle } from "@/lib/http/handle";
import { exportRisks } from "@/lib/risks";

export const GET = handle(exportRisksRoute, (ctx, { query }) => exportRisks(ctx, query));
