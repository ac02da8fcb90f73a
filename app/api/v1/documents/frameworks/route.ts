import { handle } from "@/lib/http/handle";
import { frameworksRoute } from "@/lib/api/documents";
import { listDocumentFrameworks } from "@/lib/documents";

export const GET = handle(frameworksRoute, async (_ctx, { query }) => listDocumentFrameworks(query));
