/**
 * The namespace of the props and parts this product adds to what it exports (a control's mappings to built-in
 * frameworks, its evidence requirements), so an import can tell them from NIST's own.
 */
export const PRODUCT_NS = "urn:compliance-platform:oscal";

/** OSCAL token (XML NCName): a letter or `_`, then letters, digits, `.`, `-`, `_`. */
const TOKEN = /^(\p{L}|_)(\p{L}|\p{N}|[.\-_])*$/u;

export function isToken(value: string): boolean {
  return TOKEN.test(value);
}

/**
 * An OSCAL id for a label, the way NIST writes SP 800-53's: lower case, an enhancement's "(1)" as ".1"
 * (`AC-2(1)` → `ac-2.1`, `164.308(a)(1)` → `c-164.308.a.1`). `prefix` leads an id that would start with a digit.
 */
export function tokenFor(label: string, prefix = "c-"): string {
  const id = label
    .toLowerCase()
    .replace(/\(([^()]*)\)/g, ".$1")
    .replace(/[.\s]*\s[.\s]*/g, "-")
    .replace(/[^\p{L}\p{N}._-]+/gu, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[.-]+|[.-]+$/g, "");
  if (!id) return `${prefix}x`;
  return isToken(id) ? id : `${prefix}${id}`;
}

/** Hands out ids unique within one document: a second `ac-2` becomes `ac-2_2`. */
export class IdAllocator {
  private readonly used = new Set<string>();

  reserve(id: string): void {
    this.used.add(id);
  }

  has(id: string): boolean {
    return this.used.has(id);
  }

  take(wanted: string): string {
    let id = wanted;
    for (let n = 2; this.used.has(id); n++) id = `${wanted}_${n}`;
    this.used.add(id);
    return id;
  }
}
