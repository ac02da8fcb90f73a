/** Parsing of the TXT records SPF (RFC 7208), DMARC (RFC 7489) and DKIM (RFC 6376) publish. */

export const isSpf = (record: string) => /^v=spf1(\s|$)/i.test(record.trim());
export const isDmarc = (record: string) => /^v=DMARC1\s*(;|$)/i.test(record.trim());

/** The record's `all` mechanism with its qualifier (`-all`, `~all`, `?all`, `+all`), or null. */
export function spfAll(record: string): string | null {
  const term = record
    .trim()
    .split(/\s+/)
    .find((t) => /^[+\-~?]?all$/i.test(t));
  if (!term) return null;
  return /^[+\-~?]/.test(term) ? term.toLowerCase() : `+${term.toLowerCase()}`;
}

/** The domain of a `redirect=` modifier (used only when the record has no `all`). */
export function spfRedirect(record: string): string | null {
  const term = record
    .trim()
    .split(/\s+/)
    .find((t) => /^redirect=/i.test(t));
  return term ? term.slice("redirect=".length).toLowerCase().replace(/\.$/, "") : null;
}

/** tag=value pairs of a DMARC or DKIM record; names lower-cased, values trimmed. */
export function tags(record: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of record.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim().toLowerCase();
    if (name && !(name in out)) out[name] = part.slice(eq + 1).trim();
  }
  return out;
}

/** A DKIM key record: `key` with a public key, `revoked` with an empty p=, null when it is not a DKIM key record. */
export function dkimKey(record: string): "key" | "revoked" | null {
  const t = tags(record);
  if (t.v !== undefined && t.v.toUpperCase() !== "DKIM1") return null;
  if (t.p === undefined) return null;
  return t.p.replace(/\s+/g, "") === "" ? "revoked" : "key";
}
