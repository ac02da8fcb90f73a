/**
 * End of community support per major version: the date of the last minor release, from
 * https://www.postgresql.org/support/versioning/ (five years after the major's first release). Update it
 * when a new major ships; a major newer than this table is treated as supported.
 */
export const POSTGRES_END_OF_LIFE: Readonly<Record<string, string>> = {
  "9.6": "2021-11-11",
  "10": "2022-11-10",
  "11": "2023-11-09",
  "12": "2024-11-21",
  "13": "2025-11-13",
  "14": "2026-11-12",
  "15": "2027-11-11",
  "16": "2028-11-09",
  "17": "2029-11-08",
  "18": "2030-11-14",
};

const NEWEST_KNOWN = Math.max(...Object.keys(POSTGRES_END_OF_LIFE).map(Number));

/** "15" for 150020, "9.6" for 90624 (before 10, the first two parts named the major). */
export function majorOf(versionNum: number): string {
  return versionNum >= 100_000 ? String(Math.floor(versionNum / 10_000)) : `${Math.floor(versionNum / 10_000)}.${Math.floor(versionNum / 100) % 100}`;
}

export type SupportStatus = { supported: true; endOfLife: string | null } | { supported: false; endOfLife: string | null };

/** Supported until (not including) its end-of-life day; majors older than the table ended long ago. */
export function supportStatus(versionNum: number, at: Date): SupportStatus {
  const major = majorOf(versionNum);
  const eol = POSTGRES_END_OF_LIFE[major];
  if (eol) return { supported: at.getTime() < Date.parse(`${eol}T00:00:00Z`), endOfLife: eol };
  return { supported: Number(major) > NEWEST_KNOWN, endOfLife: null };
}
