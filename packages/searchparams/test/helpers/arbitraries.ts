import fc from 'fast-check';

/** Code units that matter to the form codec, plus non-ASCII, astral and lone surrogates. */
const formUnit = fc.constantFrom(
  'a',
  'b',
  'Z',
  '0',
  '=',
  '&',
  '%',
  '+',
  '2',
  'B',
  'f',
  'E',
  ' ',
  '?',
  '~',
  '*',
  '\0',
  '\n',
  'é',
  '\u2384',
  '\u{1F4A9}',
  '\uD800',
  '\uDC00',
  '\uFEFF',
);

/** Strings shaped like queries: separators, escapes (valid or not) and awkward code points. */
export const queryString = fc.oneof(
  fc.string({ unit: formUnit, maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc
    .array(
      fc.tuple(
        fc.string({ unit: formUnit, maxLength: 6 }),
        fc.option(fc.string({ unit: formUnit, maxLength: 6 }), { nil: undefined }),
      ),
      { maxLength: 8 },
    )
    .map((pairs) => pairs.map(([n, v]) => (v === undefined ? n : `${n}=${v}`)).join('&')),
  fc
    .array(fc.integer({ min: 0, max: 255 }), { maxLength: 8 })
    .map((bytes) => bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
);

/** Names and values for the class's methods (small alphabet so that operations collide). */
export const name = fc.oneof(
  fc.constantFrom('a', 'b', 'c', '', 'a b', '\uD800', 'é'),
  fc.string({ maxLength: 3 }),
);
export const value = fc.oneof(fc.constantFrom('1', '2', '', '+', '%zz'), fc.string({ maxLength: 3 }));

export type Op =
  | { op: 'append'; name: string; value: string }
  | { op: 'delete'; name: string; value?: string }
  | { op: 'set'; name: string; value: string }
  | { op: 'sort' };

export const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('append' as const), name, value }),
  fc.record({ op: fc.constant('delete' as const), name }),
  fc.record({ op: fc.constant('delete' as const), name, value }),
  fc.record({ op: fc.constant('set' as const), name, value }),
  fc.constant({ op: 'sort' as const }),
);

interface Mutable {
  append(name: string, value: string): unknown;
  delete(name: string, value?: string): unknown;
  set(name: string, value: string): unknown;
  sort?(): unknown;
}

export function apply(target: Mutable, o: Op): void {
  if (o.op === 'append') target.append(o.name, o.value);
  else if (o.op === 'delete') {
    if (o.value === undefined) target.delete(o.name);
    else target.delete(o.name, o.value);
  } else if (o.op === 'set') target.set(o.name, o.value);
  else target.sort?.();
}
