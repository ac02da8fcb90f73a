/** A base64url JSON segment (of a JWT, or a token a fake issued), or undefined when it is not one. */
export function decodeSegment(segment: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(Buffer.from(segment, "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
