// Deterministic randomness for the export generator: every record draws from
// its own stream, seeded by (seed, list, index), so page 900 of a 100k export
// is generated without generating pages 1–899 and the same seed always gives
// the same bytes.

/** 32-bit FNV-1a of a string: turns (seed, list, index) into a stream seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class SeededRandom {
  private state: number;

  constructor(seed: number, stream: string, index = 0) {
    this.state = hash(`${seed}:${stream}:${index}`) || 1;
  }

  /** mulberry32: small, fast and good enough for fake data. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Rounded to `step` (prices to the nearest 5 000, rents to 25…). */
  round(min: number, max: number, step: number): number {
    return Math.round((min + this.next() * (max - min)) / step) * step;
  }
}

/** A stable fraction in [0, 1) for one record: decides defects and touched records independently of its content. */
export function fraction(seed: number, stream: string, index: number): number {
  return new SeededRandom(seed, stream, index).next();
}
