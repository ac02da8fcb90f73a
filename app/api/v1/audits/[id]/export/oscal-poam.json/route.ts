import { handle } from "@/lib/http/handle";
import { exportOscalPoamRoute } from "@/lib/api/audits";
import { exportAuditPoam } from "@/lib/audits";

export const GET = handle(exportOscalPoamRoute, (ctx, { params }) => exportAuditPoam(ctx, params.id));
