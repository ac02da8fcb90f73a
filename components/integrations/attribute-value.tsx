import { formatDate, formatDateTime } from "@/lib/format/date-time";

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One attribute of a discovered resource, in words: dates as the console writes them, yes/no, unreadable values named. */
export function AttributeValue({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-400">—</span>;
  if (typeof value === "boolean") return <span>{value ? "Yes" : "No"}</span>;
  if (typeof value === "number") return <span className="tabular-nums">{value.toLocaleString("en-US")}</span>;
  if (typeof value === "string") {
    if (INSTANT.test(value)) return <span>{formatDateTime(value)}</span>;
    if (DAY.test(value)) return <span>{formatDate(value)}</span>;
    return <span className="break-words">{value === "" ? "(empty)" : value}</span>;
  }
  if (typeof value === "object" && !Array.isArray(value) && typeof (value as { $error?: unknown }).$error === "string") {
    return <span className="text-amber-800">Could not read: {(value as { $error: string }).$error}</span>;
  }
  if (Array.isArray(value) && value.every((v) => typeof v === "string" || typeof v === "number")) {
    return <span className="break-words">{value.length === 0 ? "(none)" : value.join(", ")}</span>;
  }
  return <code className="block whitespace-pre-wrap break-all font-mono text-xs text-slate-700">{JSON.stringify(value, null, 1)}</code>;
}
