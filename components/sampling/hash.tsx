/** A SHA-256 (or seed) shown whole: auditors compare it character by character, so it wraps rather than truncates. */
export function Hash({ value, className = "" }: { value: string; className?: string }) {
  return <code className={`break-all font-mono text-xs text-slate-700 ${className}`}>{value}</code>;
}
