// Delta debugging for strings: the shortest input (by removing runs of code units, then single code
// units) that still has a property, e.g. "still differs from the reference in the same way". Used by
// the differential to turn each generated counterexample into a minimal one for the report.

/**
 * Removes as much of `input` as it can while `keeps(candidate)` stays true (ddmin over code units,
 * then one pass of single removals). `keeps(input)` must be true. At most `maxTries` calls.
 * @param {string} input
 * @param {(candidate: string) => boolean} keeps
 * @param {{ maxTries?: number }} [options]
 */
export function minimizeString(input, keeps, options = {}) {
  const maxTries = options.maxTries ?? 4000;
  let tries = 0;
  const test = (s) => {
    tries++;
    try {
      return keeps(s);
    } catch {
      return false;
    }
  };
  let s = input;
  let n = 2;
  while (s.length >= 2 && tries < maxTries) {
    const chunk = Math.ceil(s.length / n);
    let reduced = false;
    for (let i = 0; i < s.length && tries < maxTries; i += chunk) {
      const candidate = s.slice(0, i) + s.slice(i + chunk);
      if (test(candidate)) {
        s = candidate;
        n = Math.max(n - 1, 2);
        reduced = true;
        break;
      }
    }
    if (!reduced) {
      if (n >= s.length) break;
      n = Math.min(n * 2, s.length);
    }
  }
  // single code units, from the end (later parts of a URL depend on earlier ones less often)
  for (let i = s.length - 1; i >= 0 && tries < maxTries; i--) {
    const candidate = s.slice(0, i) + s.slice(i + 1);
    if (test(candidate)) s = candidate;
  }
  return s;
}
