/**
 * Object keys are made of ids only: `<accountId>/<fileId>`. A name a person chose (a file name, a title) never reaches
 * a key, so no upload can steer where bytes land, and keys mean the same in a folder and in a bucket.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export function fileKey(accountId: string, fileId: string): string {
  return assertKey(`${accountId}/${fileId}`);
}

/** Refuses anything but id segments joined by "/": no dots, no empty segments, no separators of another system. */
export function assertKey(key: string): string {
  const segments = key.split("/");
  if (segments.length < 1 || segments.length > 4 || !segments.every((s) => s.length <= 100 && SEGMENT.test(s))) {
    throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 120))}`);
  }
  return key;
}

export function isKey(key: string): boolean {
  try {
    assertKey(key);
    return true;
  } catch {
    return false;
  }
}
