/**
 * OSCAL's datatypes that are stricter than "any string" (NIST's schemas enforce them with patterns): a value written
 * through these always validates, whatever the product stored.
 */

/**
 * OSCAL's `StringDatatype` (props, names, versions): one line, no leading or trailing whitespace, not empty. Stored
 * text may hold newlines or be blank, so runs of whitespace become one space and an empty result takes `fallback`.
 */
export function oscalString(text: string | null | undefined, fallback = "-"): string {
  const line = (text ?? "").replace(/\s+/g, " ").trim();
  return line || fallback;
}

/** Markup text (titles, descriptions, remarks): any string, but a consumer shows an empty one as nothing at all. */
export function oscalText(text: string | null | undefined, fallback: string): string {
  const trimmed = (text ?? "").trim();
  return trimmed || fallback;
}

/** OSCAL's `DateTimeWithTimezoneDatatype`, always UTC with milliseconds, so equal instants print equal bytes. */
export function oscalDateTime(at: Date | string): string {
  return new Date(at).toISOString();
}

/**
 * A calendar day (YYYY-MM-DD, as stored) as the start or the last millisecond of that UTC day: OSCAL's date-times need
 * a time and a zone, and an inclusive period ends with its last day.
 */
export const oscalDayStart = (day: string): string => `${day}T00:00:00.000Z`;
export const oscalDayEnd = (day: string): string => `${day}T23:59:59.999Z`;

/** OSCAL arrays hold at least one item (`minItems: 1`): an empty list is left out of the document instead. */
export function listOrNone<T>(items: readonly T[]): T[] | undefined {
  return items.length > 0 ? [...items] : undefined;
}

/** A document as the export files hold it: indented JSON with a final newline, the same bytes for the same input. */
export function oscalJson(doc: unknown): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
