/**
 * Uploads of every type are accepted (docs/api.md §7). These are the types a browser may preview inline: a file is
 * stored as one of them only when it is declared so (or, sent as octet-stream, named so) AND its first bytes agree.
 * Everything else is stored, and always served, as `application/octet-stream`, an attachment.
 */
type Sniff = (head: Buffer) => boolean;

const startsWith =
  (bytes: number[]): Sniff =>
  (head) =>
    bytes.every((b, i) => head[i] === b);
const isText: Sniff = (head) => !head.includes(0);
const zip = startsWith([0x50, 0x4b, 0x03, 0x04]);

export const OPAQUE_TYPE = "application/octet-stream";

export const PREVIEWABLE_TYPES: Record<string, { extensions: string[]; sniff: Sniff }> = {
  "application/pdf": { extensions: [".pdf"], sniff: startsWith([0x25, 0x50, 0x44, 0x46, 0x2d]) },
  "image/png": { extensions: [".png"], sniff: startsWith([0x89, 0x50, 0x4e, 0x47]) },
  "image/jpeg": { extensions: [".jpg", ".jpeg"], sniff: startsWith([0xff, 0xd8, 0xff]) },
  "image/gif": { extensions: [".gif"], sniff: startsWith([0x47, 0x49, 0x46, 0x38]) },
  "image/webp": { extensions: [".webp"], sniff: (h) => startsWith([0x52, 0x49, 0x46, 0x46])(h) && h.subarray(8, 12).toString("latin1") === "WEBP" },
  "text/plain": { extensions: [".txt", ".log"], sniff: isText },
  "text/csv": { extensions: [".csv"], sniff: isText },
  "text/markdown": { extensions: [".md"], sniff: isText },
  "application/json": { extensions: [".json"], sniff: isText },
  "application/zip": { extensions: [".zip"], sniff: zip },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": { extensions: [".docx"], sniff: zip },
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { extensions: [".xlsx"], sniff: zip },
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": { extensions: [".pptx"], sniff: zip },
};

export const PREVIEWABLE_TYPE_LIST = Object.keys(PREVIEWABLE_TYPES);

export function isPreviewable(type: string): boolean {
  return Object.hasOwn(PREVIEWABLE_TYPES, type);
}

/**
 * The type a file is stored with: the declared previewable type (or, for octet-stream or no declaration, the
 * previewable type its extension names) when its first bytes agree, else `application/octet-stream`.
 */
export function storedContentType(declared: string | undefined, filename: string, head: Buffer): string {
  const type = (declared ?? "").split(";")[0].trim().toLowerCase();
  const dot = filename.lastIndexOf(".");
  const ext = dot < 0 ? "" : filename.toLowerCase().slice(dot);
  const candidate = isPreviewable(type)
    ? type
    : !type || type === OPAQUE_TYPE
      ? Object.entries(PREVIEWABLE_TYPES).find(([, v]) => v.extensions.includes(ext))?.[0]
      : undefined;
  return candidate && PREVIEWABLE_TYPES[candidate].sniff(head) ? candidate : OPAQUE_TYPE;
}

/** The type a stored file is served with: a previewable one as stored, anything else (older rows, snapshots) opaque. */
export function servedContentType(stored: string): string {
  return isPreviewable(stored) ? stored : OPAQUE_TYPE;
}
