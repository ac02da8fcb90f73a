import { createHash, randomBytes } from "node:crypto";

/**
 * Seeded sampling without replacement that anyone can re-perform (docs/sampling.md has the same steps in a
 * few lines of Python). Random numbers: SHA-256 of `seed + ":" + counter` (counter 0, 1, 2…, in decimal,
 * UTF-8), each digest read as four big-endian unsigned 64-bit integers in order. A number below n is drawn by
 * rejection: take the next integer x; if x >= floor(2^64 / n) * n take another, else answer x mod n.
 * Selection: a partial Fisher–Yates shuffle of the row numbers 1..N: for j = 0..k-1, r = j + below(N - j),
 * swap positions j and r, and position j is the j-th drawn row.
 */
export const SAMPLING_ALGORITHM = "sha256-ctr-fisher-yates-v1";

const TWO_64 = 1n << 64n;

class SeededStream {
  private counter = 0;
  private words: bigint[] = [];
  constructor(private readonly seed: string) {}

  private next(): bigint {
    if (this.words.length === 0) {
      const digest = createHash("sha256").update(`${this.seed}:${this.counter++}`, "utf8").digest();
      for (let i = 0; i < 32; i += 8) this.words.push(digest.readBigUInt64BE(i));
    }
    return this.words.shift()!;
  }

  below(n: number): number {
    const bn = BigInt(n);
    const limit = (TWO_64 / bn) * bn;
    for (;;) {
      const x = this.next();
      if (x < limit) return Number(x % bn);
    }
  }
}

/** The row numbers (1-based) of a sample of `size` from `populationSize` rows, in the order drawn. */
export function drawSample({ seed, populationSize, size }: { seed: string; populationSize: number; size: number }): number[] {
  if (!Number.isInteger(populationSize) || populationSize < 0) throw new RangeError("populationSize must be a non-negative integer");
  if (!Number.isInteger(size) || size < 0 || size > populationSize) throw new RangeError("size must be an integer between 0 and populationSize");
  const stream = new SeededStream(seed);
  // The shuffled array is virtual: only positions that were swapped are stored, so a draw costs O(size).
  const moved = new Map<number, number>();
  const at = (i: number) => moved.get(i) ?? i + 1;
  const drawn: number[] = [];
  for (let j = 0; j < size; j++) {
    const r = j + stream.below(populationSize - j);
    const picked = at(r);
    moved.set(r, at(j));
    moved.set(j, picked);
    drawn.push(picked);
  }
  return drawn;
}

/** A fresh seed: 128 random bits as 32 hex digits, recorded with the sample. */
export function newSeed(): string {
  return randomBytes(16).toString("hex");
}
