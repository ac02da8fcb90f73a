import type { ImportReport } from "./types";

/** A catalog with thousands of withdrawn controls would otherwise answer a report larger than the framework. */
export const REPORT_CAP = 200;

/** Collects what an import skipped or carried with a caveat, capped at REPORT_CAP entries in all. */
export class ReportBuilder {
  readonly report: ImportReport;

  constructor(source: ImportReport["source"]) {
    this.report = {
      source,
      controls_imported: 0,
      enhancements: 0,
      groups: 0,
      parameters: 0,
      parameters_set: 0,
      imports: [],
      skipped: [],
      notes: [],
      omitted: 0,
    };
  }

  private room(): boolean {
    if (this.report.skipped.length + this.report.notes.length < REPORT_CAP) return true;
    this.report.omitted += 1;
    return false;
  }

  skip(path: string, reason: string): void {
    if (this.room()) this.report.skipped.push({ path, reason });
  }

  note(path: string, reason: string): void {
    if (this.room()) this.report.notes.push({ path, reason });
  }
}
