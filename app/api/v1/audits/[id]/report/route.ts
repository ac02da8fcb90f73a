import { handle } from "@/lib/http/handle";
import { generateReport, generateReportRoute } from "@/lib/audits";

export const POST = handle(generateReportRoute, (ctx, { params }) => generateReport(ctx, params.id));
