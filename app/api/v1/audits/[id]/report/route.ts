import { handle } from "@/lib/http/handle";
import { downloadReportRoute, generateReportRoute } from "@/lib/api/audits";
import { downloadReport, generateReport } from "@/lib/audits";

export const POST = handle(generateReportRoute, (ctx, { params }) => generateReport(ctx, params.id));
export const GET = handle(downloadReportRoute, (ctx, { params, query }) => downloadReport(ctx, params.id, query.format));
