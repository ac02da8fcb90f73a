import { handle } from "@/lib/http/handle";
import { generateStatementOfApplicabilityRoute } from "@/lib/api/scope";
import { generateStatementOfApplicability } from "@/lib/flows";

export const GET = handle(generateStatementOfApplicabilityRoute, (ctx, { query }) => generateStatementOfApplicability(ctx, query));
