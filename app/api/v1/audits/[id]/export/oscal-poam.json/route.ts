import { handle } from "@/lib/http/handle";
import { exportAuditPoam, exportOscalPoamRoute } from "@/lib/audits";

export const GET = handle(exportOscalPoamRoute, (ctx, { params }) => exportAuditPoam(ctx, params.id));
