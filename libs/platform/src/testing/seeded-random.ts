// For specs that compare a shortcut with the library it stands in for on generated inputs: the same inputs on
// every run, so a failure can be reproduced (a linear congruential generator; not for anything but tests).
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
