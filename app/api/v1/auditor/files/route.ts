import { handle } from "@/lib/http/handle";
import { uploadAuditorFile, uploadAuditorFileRoute } from "@/lib/audits";

export const POST = handle(uploadAuditorFileRoute, (ctx, { raw }) => uploadAuditorFile(ctx, raw));
