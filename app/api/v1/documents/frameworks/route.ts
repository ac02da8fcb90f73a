import { handle } from "@/lib/http/handle";
import { listDocumentFrameworks, frameworksRoute } from "@/lib/documents";

export const GET = handle(frameworksRoute, async (_ctx, { query }) => listDocumentFrameworks(query));
