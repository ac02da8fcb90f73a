import { handle } from "@/lib/http/handle";
import { getSpMetadata, spMetadataRoute } from "@/lib/sso";

export const GET = handle(spMetadataRoute, (ctx, { params }) => getSpMetadata(ctx, params.connectionId));
