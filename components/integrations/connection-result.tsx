import type { ConnectionCheckResponse } from "@/lib/integrations";

/** The answer of "Test connection", in the system's own words. */
export function ConnectionResult({ result }: { result: ConnectionCheckResponse }) {
  return (
    <div
      role="status"
      data-testid="connection-result"
      className={`rounded-md border p-3 text-sm ${result.ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-900"}`}
    >
      <p className="font-medium">{result.ok ? "Connection works" : "Connection failed"}</p>
      <p className="mt-0.5 break-words">{result.message}</p>
    </div>
  );
}
