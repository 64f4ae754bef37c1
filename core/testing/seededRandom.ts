/** A small deterministic generator for property tests, so a failure can be replayed: random(n) is 0 … n-1. */
export function seededRandom(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}
