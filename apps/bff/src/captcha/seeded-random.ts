// A random source that repeats itself for one seed: the picture and the
// spoken clip of a challenge come out the same at every fetch, so fetching
// them a hundred times gives a bot nothing to average the noise out of.
// sfc32 (a small, fast generator that passes PractRand): the seed is already
// secret (an HMAC with the captcha key), so no cryptographic strength is needed.

export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max]. */
  integer(min: number, max: number): number;
}

/** A generator seeded with the first 16 bytes of `seed`. */
export function seededRandom(seed: Buffer): SeededRandom {
  if (seed.length < 16) throw new Error('A seed needs 16 bytes');
  let a = seed.readUInt32LE(0);
  let b = seed.readUInt32LE(4);
  let c = seed.readUInt32LE(8);
  let d = seed.readUInt32LE(12);
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // A few rounds first: seeds from one HMAC are uniform already, but the first outputs of sfc32 mix little.
  for (let round = 0; round < 12; round += 1) next();
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
  };
}
