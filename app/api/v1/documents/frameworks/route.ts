import { handle } from "@/lib/http/handle";
import { listDocumentFrameworks } from "@/lib/documents/list-frameworks";
import { frameworksRoute } from "@/lib/documents/routes";

export const GET = handle(frameworksRoute, async (_ctx, { query }) => listDocumentFrameworks(query));
