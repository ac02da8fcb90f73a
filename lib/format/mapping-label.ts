/** A framework as the console names it: its id is what requests and stored mappings carry. */
export interface FrameworkName {
  id: string;
  name: string;
}

/** The framework's display name; an id the list does not know (a retired catalog) is shown as stored. */
export function frameworkName(frameworks: readonly FrameworkName[], id: string): string {
  return frameworks.find((f) => f.id === id)?.name ?? id;
}

/** A standard mapping as people read it, "ISO/IEC 27001:2022 · A.8.7", never the stored `iso27001:A.8.7`. */
export function mappingLabel(frameworks: readonly FrameworkName[], mapping: { framework: string; controlId: string }): string {
  return `${frameworkName(frameworks, mapping.framework)} · ${mapping.controlId}`;
}
