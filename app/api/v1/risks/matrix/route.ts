import { getRiskMatrixRoute } from "@/lib/api/risks";
import { handle } from "@/lib/http/handle";
import { getRiskMatrix } from "@/lib/risks";

export const GET = handle(getRiskMatrixRoute, (ctx, { query }) => getRiskMatrix(ctx, query));
