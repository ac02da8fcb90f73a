import { handle } from "@/lib/http/handle";
import { generateReport } from "@/lib/audits/generate-report";
import { generateReportRoute } from "@/lib/audits/routes";

export const POST = handle(generateReportRoute, (ctx, { params }) => generateReport(ctx, params.id));
