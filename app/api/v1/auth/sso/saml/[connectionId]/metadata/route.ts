import { handle } from "@/lib/http/handle";
import { spMetadataRoute } from "@/lib/api/sso";
import { getSpMetadata } from "@/lib/sso";

export const GET = handle(spMetadataRoute, (ctx, { params }) => getSpMetadata(ctx, params.connectionId));
