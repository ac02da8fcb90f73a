import { getDb, databaseRetryAfterSeconds } from "@/lib/db/client";
import { jsonResponse } from "@/lib/http/respond";
import { requestIdOf } from "@/lib/http/request-id";
import { attachRouteSpec } from "@/lib/http/route-spec";
import { healthRoute } from "@/lib/api/system";
import { checkHealth, checkRateLimitStore, checkStorage } from "@/lib/system";

// Deliberately outside the wrapper: health must answer even when auth or rate limiting is broken,
// and it is the bare "Next route + one query" baseline of the benchmark. Same headers as the API.
export const GET = attachRouteSpec(async function GET(request: Request): Promise<Response> {
  const requestId = requestIdOf(request);
  // Both probes at once, each within the same second: storage down takes only the file routes down, so it is
  // reported but the instance stays in the load balancer (200) while its database answers.
  // No DATABASE_URL (getDb throws): down, like an unreachable database.
  const database = async () => {
    try {
      return await checkHealth(getDb());
    } catch {
      return false;
    }
  };
  // The rate limit's Redis (RATE_LIMIT_API_STORE=redis) is reported beside them, and only then: it never fails the check.
  const [up, storage, rateLimitStore] = await Promise.all([database(), checkStorage(), checkRateLimitStore()]);
  const stores = rateLimitStore ? { storage, rateLimitStore } : { storage };
  if (up) return jsonResponse({ status: "ok", db: "ok", ...stores }, 200, requestId);
  return jsonResponse({ status: "error", db: "down", ...stores }, 503, requestId, { "Retry-After": String(databaseRetryAfterSeconds()) });
}, healthRoute);
