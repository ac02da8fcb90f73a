import { handle } from "@/lib/http/handle";
import { uploadAuditorFileRoute } from "@/lib/api/audits";
import { uploadAuditorFile } from "@/lib/audits";

export const POST = handle(uploadAuditorFileRoute, (ctx, { raw }) => uploadAuditorFile(ctx, raw));
