/** A minimal XML writer for the fake's responses: elements are written only for defined values. */

export type XmlValue = string | number | boolean | Date | Uint8Array | undefined | null;

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);
}

function text(value: Exclude<XmlValue, undefined | null>): string {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  return escapeXml(String(value));
}

/** `<name>value</name>`, or nothing when the value is undefined or null. */
export function leaf(name: string, value: XmlValue): string {
  return value === undefined || value === null ? "" : `<${name}>${text(value)}</${name}>`;
}

/** `<name>children…</name>` with already-written children. */
export function node(name: string, ...children: string[]): string {
  return `<${name}>${children.join("")}</${name}>`;
}

/** A wrapped list: `<name><member>…</member>…</name>`, or nothing for an absent list. */
export function list<T>(name: string, memberName: string, items: T[] | undefined, write: (item: T) => string): string {
  if (items === undefined) return "";
  return node(name, ...items.map((item) => node(memberName, write(item))));
}

/** The scalar members of a shape, written as elements in the order given, under the names given. */
export function leaves<T extends object>(shape: T, names: Partial<Record<keyof T, string>>): string {
  return (Object.keys(names) as (keyof T)[]).map((key) => leaf(names[key]!, shape[key] as XmlValue)).join("");
}

/**
 * Refuses a fixture field the fake would not write, so a fixture never silently carries data the SDK will not
 * see.
 */
export function onlyKnown<T extends object>(shape: T, known: readonly (keyof T)[], what: string): void {
  for (const key of Object.keys(shape)) {
    if (!known.includes(key as keyof T)) throw new Error(`fake AWS: ${what}.${key} is not written by the fake; add it to its serializer`);
  }
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
