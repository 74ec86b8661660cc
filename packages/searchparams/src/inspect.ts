// How Node's util.inspect shows a URLSearchParams object: its pairs, as Node shows its own
// (`URLSearchParams { 'a' => '1', 'b' => '2' }`). Reached through the registered symbol
// Symbol.for('nodejs.util.inspect.custom'), so nothing here imports node:util: Node passes its own
// `inspect` as the third argument. Not a spec algorithm (https://url.spec.whatwg.org/#urlsearchparams
// says nothing about inspection).

/** The options object Node's util.inspect passes to a custom inspect function (the part read here). */
export interface InspectOptions {
  breakLength?: number;
  depth?: number | null;
  stylize?: (text: string, styleType: string) => string;
  [option: string]: unknown;
}

/** Node's `util.inspect`, as passed to a custom inspect function. */
export type InspectFunction = (value: unknown, options?: InspectOptions) => string;

/**
 * The length of `s` without the colour codes util.inspect writes (Node's removeColors drops every
 * ESC `[` digit digit? `m`).
 */
function visibleLength(s: string): number {
  let length = s.length;
  for (let i = s.indexOf('\u001b['); i !== -1; i = s.indexOf('\u001b[', i + 1)) {
    const m = s.indexOf('m', i);
    if (m > i + 2 && m < i + 5 && !Number.isNaN(+s.slice(i + 2, m))) length -= m + 1 - i;
  }
  return length;
}

/**
 * The registered `nodejs.util.inspect.custom` method of `URLSearchParams`: the class name, then the
 * pairs as `name => value`, each quoted by Node's inspect with the caller's options; one line when
 * it fits in `breakLength`, one pair per line otherwise; `[Object]` below the depth limit.
 */
export function inspectSearchParams(
  this: { constructor: { name: string }; entries(): Iterable<[string, string]> },
  depth: number | null | undefined,
  options: InspectOptions | undefined,
  inspect?: InspectFunction,
): string {
  const opts: InspectOptions = options ?? {};
  if (typeof depth === 'number' && depth < 0) {
    return opts.stylize ? opts.stylize('[Object]', 'special') : '[Object]';
  }
  const inner: InspectOptions = { ...opts };
  if (typeof depth === 'number') inner.depth = depth - 1;
  // Node passes its inspect; elsewhere, JSON's quoting
  const show = typeof inspect === 'function' ? (v: string) => inspect(v, inner) : JSON.stringify;
  const output: string[] = [];
  for (const [name, value] of this.entries()) output.push(`${show(name)} => ${show(value)}`);
  const separator = ', ';
  let length = -separator.length;
  for (const part of output) length += visibleLength(part) + separator.length;
  const name = this.constructor.name;
  if (length > (opts.breakLength ?? 80)) return `${name} {\n  ${output.join(',\n  ')} }`;
  if (output.length > 0) return `${name} { ${output.join(separator)} }`;
  return `${name} {}`;
}
