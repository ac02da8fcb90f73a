/**
 * The one way the product shows a date or an instant: always UTC, always English month abbreviations.
 * Built by hand rather than with Intl so that the server's and every browser's ICU data produce the
 * same characters: a server-rendered page and its hydrated client never disagree.
 * Pure: safe in server components, client components and the Markdown report.
 *
 * Which files use it (chosen once, docs/api.md §8 "Dates in files"): everything people read — pages, e-mails, reports,
 * every CSV — writes `formatDate`/`formatDateTime`; machine files (JSON answers, the audit package's manifest, OSCAL)
 * write ISO 8601.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const LONG_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

type Instant = string | Date | null | undefined;

function toDate(value: Instant): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** "25 Nov 2026"; "—" when there is no value. A bare "YYYY-MM-DD" is read as that UTC day. */
export function formatDate(value: Instant): string {
  const d = toDate(value);
  return d ? `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}` : "—";
}

/** "25 November 2026": the written-out form generated documents (policies, notices) use; "—" when there is no value. */
export function formatLongDate(value: Instant): string {
  const d = toDate(value);
  return d ? `${d.getUTCDate()} ${LONG_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}` : "—";
}

/**
 * "2026-11-25": the UTC calendar day as ISO 8601, for machines (date inputs, stored period bounds, file names, keys).
 * People read `formatDate`.
 */
export function isoDate(value: Date | number): string {
  return new Date(value).toISOString().slice(0, 10);
}

/** "25 Nov 2026, 02:51 UTC"; "—" when there is no value. */
export function formatDateTime(value: Instant): string {
  const d = toDate(value);
  return d ? `${formatDate(d)}, ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())} UTC` : "—";
}
