import { ServiceError } from "@/lib/errors";
import { getLogger } from "@/lib/log";
import { requestIdOf } from "@/lib/http/request-id";
import { errorResponse } from "@/lib/http/respond";

// Any /api/v1 path that names no route answers in the API's error envelope (docs/api.md §1) rather than with
// Next's HTML 404 page, so API clients can always read `error.code`.
async function notFound(request: Request): Promise<Response> {
  return errorResponse(new ServiceError("not_found", "No API route matches this path."), requestIdOf(request), getLogger());
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
