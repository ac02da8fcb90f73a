import { getDb } from "@/lib/db/client";
import { requestIdOf } from "@/lib/http/request-id";
import { checkHealth } from "@/lib/system/check-health";

// Deliberately outside the wrapper: health must answer even when auth or rate limiting is broken,
// and it is the bare "Next route + one query" baseline of the benchmark.
export async function GET(request: Request): Promise<Response> {
  const ok = await checkHealth(getDb());
  return Response.json(ok ? { status: "ok", db: "ok" } : { status: "error", db: "unreachable" }, {
    status: ok ? 200 : 503,
    headers: { "cache-control": "no-store", "x-request-id": requestIdOf(request) },
  });
}
