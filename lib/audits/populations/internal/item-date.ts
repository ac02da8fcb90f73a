/**
 * An item's date as a population source writes it: `YYYY-MM-DD` (midnight UTC), or an ISO 8601 date-time with `T` or
 * a space, seconds and fractions optional, and an offset (`Z`, `+02:00`, `+0200`) or none (read as UTC). Locale
 * formats such as `03/04/2026` are refused rather than guessed: the day and month order differs by country.
 */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

export function parseItemDate(text: string): Date | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = "00", mi = "00", s = "00", fraction = "", offset = "Z"] = m;
  // JavaScript rolls 2026-02-30 over into March; a date that is not on the calendar is a mistake in the source.
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (day.getUTCFullYear() !== Number(y) || day.getUTCMonth() !== Number(mo) - 1 || day.getUTCDate() !== Number(d)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  const zone = offset.toUpperCase() === "Z" ? "Z" : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
  const millis = fraction.padEnd(3, "0").slice(0, 3);
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${millis}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date;
}
