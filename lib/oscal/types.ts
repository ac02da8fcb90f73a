/**
 * The parts of NIST's OSCAL catalog and profile models this product reads and writes (OSCAL 1.1, JSON).
 * Only what the code touches is typed; every object may carry more, which is kept as it came.
 */

export interface OscalProp {
  name: string;
  value: string;
  ns?: string;
  class?: string;
  uuid?: string;
  remarks?: string;
  [key: string]: unknown;
}

export interface OscalLink {
  href: string;
  rel?: string;
  "media-type"?: string;
  text?: string;
  [key: string]: unknown;
}

export interface OscalPart {
  name: string;
  id?: string;
  ns?: string;
  class?: string;
  title?: string;
  props?: OscalProp[];
  prose?: string;
  parts?: OscalPart[];
  links?: OscalLink[];
  [key: string]: unknown;
}

export interface OscalSelect {
  "how-many"?: "one" | "one-or-more";
  choice?: string[];
}

/** What a parameter and a profile's change to it both carry. */
interface OscalParamFields {
  class?: string;
  props?: OscalProp[];
  links?: OscalLink[];
  label?: string;
  usage?: string;
  guidelines?: { prose: string }[];
  values?: string[];
  select?: OscalSelect;
  [key: string]: unknown;
}

export interface OscalControl {
  id: string;
  title: string;
  class?: string;
  params?: OscalParam[];
  props?: OscalProp[];
  links?: OscalLink[];
  parts?: OscalPart[];
  controls?: OscalControl[];
  [key: string]: unknown;
}

/** A group's own fields, without what it contains. */
export interface OscalGroupHead {
  title: string;
  id?: string;
  class?: string;
  params?: OscalParam[];
  props?: OscalProp[];
  links?: OscalLink[];
  parts?: OscalPart[];
  [key: string]: unknown;
}

export interface OscalGroup extends OscalGroupHead {
  groups?: OscalGroup[];
  controls?: OscalControl[];
}

export interface OscalMetadata {
  title: string;
  "last-modified": string;
  version: string;
  "oscal-version": string;
  published?: string;
  remarks?: string;
  [key: string]: unknown;
}

export interface OscalBackMatter {
  resources?: { uuid: string; title?: string; description?: string; rlinks?: { href: string; "media-type"?: string }[]; [key: string]: unknown }[];
}

export interface OscalCatalog {
  uuid: string;
  metadata: OscalMetadata;
  params?: OscalParam[];
  controls?: OscalControl[];
  groups?: OscalGroup[];
  "back-matter"?: OscalBackMatter;
}

export interface OscalCatalogDocument {
  catalog: OscalCatalog;
}

export interface OscalSelectControls {
  "with-child-controls"?: "yes" | "no";
  "with-ids"?: string[];
  matching?: { pattern?: string }[];
}

export interface OscalImport {
  href: string;
  "include-all"?: Record<string, never>;
  "include-controls"?: OscalSelectControls[];
  "exclude-controls"?: OscalSelectControls[];
}

export interface OscalParam extends OscalParamFields {
  id: string;
}

/** A profile's change to a parameter, naming it by `param-id`. */
export interface OscalSetParameter extends OscalParamFields {
  "param-id": string;
}

export interface OscalRemove {
  "by-name"?: string;
  "by-class"?: string;
  "by-id"?: string;
  "by-item-name"?: "param" | "prop" | "link" | "part" | "mapping" | "map";
  "by-ns"?: string;
}

export interface OscalAdd {
  position?: "before" | "after" | "starting" | "ending";
  "by-id"?: string;
  title?: string;
  params?: OscalParam[];
  props?: OscalProp[];
  links?: OscalLink[];
  parts?: OscalPart[];
}

export interface OscalProfile {
  uuid: string;
  metadata: OscalMetadata;
  imports: OscalImport[];
  merge?: { "as-is"?: boolean; flat?: Record<string, never>; custom?: unknown; combine?: { method?: string } };
  modify?: {
    "set-parameters"?: OscalSetParameter[];
    alters?: { "control-id": string; removes?: OscalRemove[]; adds?: OscalAdd[] }[];
  };
  "back-matter"?: OscalBackMatter;
}

export interface OscalProfileDocument {
  profile: OscalProfile;
}

/** Something of the source document the import did not carry over, or carried with a caveat. */
export interface ReportEntry {
  /** JSON path inside the request, like a validation issue's (`data.catalog.groups.0.controls.3`). */
  path: string;
  reason: string;
}

/** What an OSCAL import made of the document: answered with the import and kept on the framework. */
export interface ImportReport {
  source: "catalog" | "profile";
  controls_imported: number;
  /** Of those, how many are enhancements (nested under another control). */
  enhancements: number;
  groups: number;
  parameters: number;
  /** Profile imports only: parameters the profile gave values or other settings. */
  parameters_set: number;
  /** Profile imports only: each import and the catalog it was resolved against. */
  imports: { href: string; resolved_against: string; controls_selected: number }[];
  /** Not carried over (withdrawn controls, unsupported directives, settings for unknown parameters…). */
  skipped: ReportEntry[];
  /** Carried over with a caveat (kept for export but not shown, shortened text, renamed label…). */
  notes: ReportEntry[];
  /** Entries left out of `skipped` and `notes` past the cap, so the report stays small. */
  omitted: number;
}

/**
 * What `custom_controls.oscal` holds for an imported control (db StoredOscal): the OSCAL id, the parent
 * control's id, the group it sat in, and everything the columns do not hold, exactly as imported, so an
 * export writes it back.
 */
export interface StoredControlOscal {
  id: string;
  class?: string;
  parent?: string;
  /** Key of the innermost group (its id, or `#0.1`-style position when the group had none). */
  group?: string;
  params?: OscalParam[];
  props?: OscalProp[];
  links?: OscalLink[];
  parts?: OscalPart[];
  /** Fingerprints (texts.ts) of the description and test criteria as imported: an edited column replaces its parts. */
  texts?: { description: string; test_criteria: string };
}

/** A catalog group without its controls: the skeleton an export rebuilds the grouping from. */
export interface StoredGroup {
  key: string;
  group: OscalGroupHead;
  groups: StoredGroup[];
}

/** What `custom_frameworks.oscal` holds for an imported catalog or profile. */
export interface StoredFrameworkOscal {
  source: "catalog" | "profile";
  uuid: string;
  metadata: OscalMetadata;
  groups: StoredGroup[];
  params?: OscalParam[];
  "back-matter"?: OscalBackMatter;
  report: ImportReport;
}
