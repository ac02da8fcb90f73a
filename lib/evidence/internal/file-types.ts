/** Upload allow-list: declared type → how its first bytes must look. */
type Sniff = (head: Buffer) => boolean;

const startsWith =
  (bytes: number[]): Sniff =>
  (head) =>
    bytes.every((b, i) => head[i] === b);
const isText: Sniff = (head) => !head.includes(0);
const zip = startsWith([0x50, 0x4b, 0x03, 0x04]);

export const ALLOWED_TYPES: Record<string, { extensions: string[]; sniff: Sniff }> = {
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

/** The declared type if allowed, else the type its extension implies (browsers often send octet-stream). */
export function resolveContentType(declared: string | undefined, filename: string): string | undefined {
  const type = (declared ?? "").split(";")[0].trim().toLowerCase();
  if (ALLOWED_TYPES[type]) return type;
  const ext = filename.toLowerCase().slice(filename.lastIndexOf("."));
  if (type && type !== "application/octet-stream") return undefined;
  return Object.entries(ALLOWED_TYPES).find(([, v]) => v.extensions.includes(ext))?.[0];
}

export const ALLOWED_TYPE_LIST = Object.keys(ALLOWED_TYPES);
