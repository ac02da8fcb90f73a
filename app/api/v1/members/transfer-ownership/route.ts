import { transferOwnershipRoute } from "@/lib/api/members";
import { transferOwnership } from "@/lib/members";
import { handle } from "@/lib/http/handle";

export const POST = handle(transferOwnershipRoute, (ctx, { body }) => transferOwnership(ctx, body));
