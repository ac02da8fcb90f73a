/** The generated file shape; must stay identical to BuiltinFramework in lib/frameworks/catalog.ts. */
export interface OutputControl {
  controlId: string;
  title: string;
  description: string;
  category: string;
}

export interface OutputFramework {
  id: string;
  name: string;
  version: string;
  category: "security" | "privacy" | "healthcare" | "payments";
  description: string;
  source: string;
  license: string;
  controls: OutputControl[];
}

/** A hand-written description file: one entry per control id of the source catalog. */
export interface DescriptionFile {
  note?: string;
  descriptions: Record<string, string>;
}

export interface BuildInputs {
  /** A file of the source catalogs (scripts/catalogs/source by default). */
  readSource(file: string): unknown;
  /** One of our own files in scripts/catalogs/descriptions. */
  readDescriptions(file: string): unknown;
}

/** lib/frameworks/catalogs/crosswalks.json: official mappings between built-in frameworks. */
export interface OutputCrosswalks {
  sources: Record<string, { name: string; publisher: string; version: string; from: string; to: string }>;
  /** `[fromFramework, fromId, toFramework, toId, relationship, sourceKey]`. */
  rows: [string, string, string, string, string, string][];
}
