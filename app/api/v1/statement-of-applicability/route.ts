import { handle } from "@/lib/http/handle";
import { generateStatementOfApplicability, generateStatementOfApplicabilityRoute } from "@/lib/scope";

export const GET = handle(generateStatementOfApplicabilityRoute, (ctx, { query }) => generateStatementOfApplicability(ctx, query));
