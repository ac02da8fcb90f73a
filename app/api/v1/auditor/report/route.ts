import { handle } from "@/lib/http/handle";
import { downloadAuditorReport, downloadAuditorReportRoute } from "@/lib/audits";

export const GET = handle(downloadAuditorReportRoute, (ctx, { query }) => downloadAuditorReport(ctx, query.format));
