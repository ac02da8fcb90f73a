import { handle } from "@/lib/http/handle";
import { downloadAuditorReportRoute } from "@/lib/api/audits";
import { downloadAuditorReport } from "@/lib/audits";

export const GET = handle(downloadAuditorReportRoute, (ctx, { query }) => downloadAuditorReport(ctx, query.format));
