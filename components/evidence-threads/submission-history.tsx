import type { EvidenceSubmissionJson } from "@/lib/audits";
import { formatBytes } from "@/lib/format/bytes";
import { formatDateTime } from "@/lib/format/date-time";

/** What a link shows when the submission was not an uploaded file: its host, since the whole URL can be very long. */
function linkName(url: string): string {
  try {
    return new URL(url).host + "…";
  } catch {
    return url;
  }
}

/**
 * Every submission of a request, oldest first, as frozen when made. The hash is cut to 12 characters to fit a
 * phone; the whole one stays in the title and the accessible name, for whoever checks it against the package.
 */
export function SubmissionHistory({ submissions }: { submissions: EvidenceSubmissionJson[] }) {
  if (submissions.length === 0) return null;
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Submissions ({submissions.length})</h3>
      <ol className="mt-1 divide-y divide-slate-100 rounded-md border border-slate-200 bg-slate-50/60 text-xs">
        {submissions.map((s, i) => (
          <li key={s.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-3 py-1.5" data-testid="submission">
            <span className="text-slate-400">#{i + 1}</span>
            <a
              className="min-w-0 max-w-full truncate font-medium text-brand-700 underline"
              href={s.url}
              target="_blank"
              rel="noreferrer noopener"
              title={s.url}
            >
              {s.filename ?? linkName(s.url)}
            </a>
            {s.sha256 && (
              <span className="font-mono text-slate-600" title={`SHA-256 ${s.sha256}`} aria-label={`SHA-256 ${s.sha256}`}>
                sha256:{s.sha256.slice(0, 12)}
              </span>
            )}
            {s.size !== null && <span className="text-slate-500">{formatBytes(s.size)}</span>}
            <span className="text-slate-600 sm:ml-auto">
              {s.submitted_by_name} · {formatDateTime(s.submitted_at)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
