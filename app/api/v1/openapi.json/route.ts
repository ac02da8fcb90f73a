import { config } from "@/lib/config";
import { handle } from "@/lib/http/handle";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { openApiRoute } from "@/lib/api/system";

let cached: string | undefined;

export const GET = handle(openApiRoute, async () => {
  cached ??= JSON.stringify(buildOpenApiDocument(config.appUrl));
  return new Response(cached, { headers: { "content-type": "application/json; charset=utf-8" } });
});
