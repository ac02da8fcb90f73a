import { getDb, databaseRetryAfterSeconds } from "@/lib/db/client";
import { jsonResponse } from "@/lib/http/respond";
import { requestIdOf } from "@/lib/http/request-id";
import { attachRouteSpec } from "@/lib/http/route-spec";
import { healthRoute } from "@/lib/api/system";
import { checkHealth } from "@/lib/system";

// Deliberately outside the wrapper: health must answer even when auth or rate limiting is broken,
// and it is the bare "Next route + one query" baseline of the benchmark. Same headers as the API.
export const GET = attachRouteSpec(async function GET(request: Request): Promise<Response> {
  const requestId = requestIdOf(request);
  let up = false;
  try {
    up = await checkHealth(getDb());
  } catch {
    // No DATABASE_URL: down, like an unreachable database.
  }
  if (up) return jsonResponse({ status: "ok", db: "ok" }, 200, requestId);
  return jsonResponse({ status: "error", db: "down" }, 503, requestId, { "Retry-After": String(databaseRetryAfterSeconds()) });
}, healthRoute);
