// Where the time of the URL object around the fast path goes, on whatever runs this file (after a
// build):
//   node bench/url-object-micro.mjs [list]  |  bun bench/url-object-micro.mjs [list]
//   deno run -A bench/url-object-micro.mjs [list]
// ONLY=<regexp> keeps only the rows whose names match (row A always runs); ROUNDS=<n> (default 15);
// BASELINE=<a copy of another build's dist/, inside this package so that its imports resolve> adds
// that build's URL (rows Y, Yk) next to this one's (Z, Zk).
// Each row is `new X(s).href` (or the bare fast path) over the lines of one corpus that the fast path
// takes: the least CPU time per line over rounds in rotating order, then its ratio to row A and the
// difference. The models (B-R) are small classes of the same shapes as url-class.ts; "kept" rows
// store the object where the benchmark loop cannot see it, as a caller that keeps its URL does: a
// JIT may otherwise drop an object that never escapes (JavaScriptCore does, for a plain class whose
// constructor and getter it inlines). Not part of the tables: a tool for finding what an
// engine charges for which piece.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { URL as Ours, urlFastPath } from '../dist/index.js';

const Base = process.env.BASELINE
  ? (await import(join(process.cwd(), process.env.BASELINE, 'index.js'))).URL
  : undefined;
const list = process.argv[2] ?? 'isaacs_files';
const dir = process.env.BENCH_DATA_DIR ?? join(import.meta.dirname ?? '.', '../../../../shared/bench-data');
const fp = urlFastPath.parseCanonical;
const all = readFileSync(join(dir, `${list.replace(/\.txt$/, '')}.txt`), 'utf8')
  .split('\n')
  .filter(Boolean);

/** The href and offsets (url-parts.ts's URLParts). */
class Parts {
  href = '';
  schemeEnd = 0;
  usernameEnd = 0;
  hostStart = 0;
  hostEnd = 0;
  pathStart = 0;
  queryStart = -1;
  hashStart = -1;
}
const S = new Parts();
const lines = all.filter((s) => fp(s, S));
const L = { fast: urlFastPath };

// D: one class with three private fields (a URLParts, the query object, the layers).
class Plain {
  #p;
  #q = undefined;
  #l;
  constructor(s) {
    this.#l = L;
    const p = new Parts();
    if (!fp(s, p)) throw new TypeError(s);
    this.#p = p;
  }
  get href() {
    return this.#p.href;
  }
  /** (Reads the fields the model has but this benchmark does not use.) */
  state() {
    return [this.#q, this.#l];
  }
}

/** A class whose constructor returns the object it is given (url-class.ts's `Given`). */
class Given extends null {
  constructor(o) {
    // biome-ignore lint/correctness/noConstructorReturn: the point of the class.
    return o;
  }
}
/** Copies the `href` accessor of `from` onto `to`'s prototype (as createURLClass does). */
const withHref = (to, from) => {
  Object.defineProperty(to.prototype, 'href', Object.getOwnPropertyDescriptor(from.prototype, 'href'));
  return to;
};

// E: url-class.ts's shape: the stack's class has the shared body add its fields to its object.
class Body extends Given {
  #p;
  #q = undefined;
  #l;
  constructor(target, l, s) {
    super(target);
    this.#l = l;
    const p = new Parts();
    if (!fp(s, p)) throw new TypeError(s);
    this.#p = p;
  }
  get href() {
    return this.#p.href;
  }
  /** (Reads the fields the model has but this benchmark does not use.) */
  state() {
    return [this.#q, this.#l];
  }
}
const Stack = withHref(
  class {
    constructor(s) {
      new Body(this, L, s);
    }
  },
  Body,
);

// E10: E with the href and offsets as ten private fields of the object (no second object), copied
// from the shared scratch object, and never-run `this.x =` lines that make JavaScriptCore size the
// stack's objects for ten fields.
const HINT = {};
class Body10 extends Given {
  #href = '';
  #schemeEnd = 0;
  #usernameEnd = 0;
  #hostStart = 0;
  #hostEnd = 0;
  #pathStart = 0;
  #queryStart = -1;
  #hashStart = -1;
  #q = undefined;
  #l;
  constructor(target, l, s) {
    super(target);
    this.#l = l;
    if (!fp(s, S)) throw new TypeError(s);
    this.#href = S.href;
    this.#schemeEnd = S.schemeEnd;
    this.#usernameEnd = S.usernameEnd;
    this.#hostStart = S.hostStart;
    this.#hostEnd = S.hostEnd;
    this.#pathStart = S.pathStart;
    this.#queryStart = S.queryStart;
    this.#hashStart = S.hashStart;
  }
  get href() {
    return this.#href;
  }
  state() {
    return [this.#q, this.#l, this.#schemeEnd, this.#usernameEnd, this.#hostStart, this.#hostEnd];
  }
}
const Stack10 = withHref(
  class {
    constructor(s) {
      if (s === HINT) {
        this.a = this.b = this.c = this.d = this.e = 0;
        this.f = this.g = this.h = this.i = this.j = 0;
      }
      new Body10(this, L, s);
    }
  },
  Body10,
);

// R: the shared body a plain base class; the stack's class `extends null` (its [[Prototype]] is
// Function.prototype and it allocates nothing) and returns Reflect.construct(body, args, new.target).
class BodyR {
  #p;
  #q = undefined;
  #l;
  constructor(l, s) {
    this.#l = l;
    const p = new Parts();
    if (!fp(s, p)) throw new TypeError(s);
    this.#p = p;
  }
  get href() {
    return this.#p.href;
  }
  /** (Reads the fields the model has but this benchmark does not use.) */
  state() {
    return [this.#q, this.#l];
  }
}
const StackR = withHref(
  class extends null {
    constructor(s) {
      // biome-ignore lint/correctness/noConstructorReturn: the point of the class.
      return Reflect.construct(BodyR, [L, s], new.target);
    }
  },
  BodyR,
);
Object.setPrototypeOf(StackR.prototype, Object.prototype);

let kept = null;
/** Keeps `u` where the loop cannot see it, then reads its href. */
const keep = (u) => {
  kept = u;
  return u.href;
};

const candidates = {
  'A fast path into one shared object': (s) => (fp(s, S) ? S.href : ''),
  'B fast path into a new Parts': (s) => {
    const p = new Parts();
    return fp(s, p) ? p.href : '';
  },
  'D plain class, 3 private fields': (s) => new Plain(s).href,
  'Dk D, kept': (s) => keep(new Plain(s)),
  'E url-class.ts shape (Given)': (s) => new Stack(s).href,
  'Ek E, kept': (s) => keep(new Stack(s)),
  'E10k E, 10 fields + size hint, kept': (s) => keep(new Stack10(s)),
  'Rk extends null + Reflect.construct, kept': (s) => keep(new StackR(s)),
  ...(Base === undefined
    ? {}
    : {
        'Y baseline URL': (s) => new Base(s).href,
        'Yk baseline URL, kept': (s) => keep(new Base(s)),
      }),
  'Z @url/parser URL': (s) => new Ours(s).href,
  'Zk @url/parser URL, kept': (s) => keep(new Ours(s)),
};
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
const names = Object.keys(candidates).filter((n) => only === null || only.test(n) || n.startsWith('A'));
let sink = 0;
const cpuNow = () => {
  const c = process.cpuUsage();
  return c.user + c.system;
};
const pass = (fn, minMs) => {
  const t0 = cpuNow();
  let ops = 0;
  let us = 0;
  do {
    for (let i = 0; i < lines.length; i++) if (fn(lines[i]).length === 0) sink++;
    ops += lines.length;
    us = cpuNow() - t0;
  } while (us < minMs * 1000);
  return (us * 1000) / ops;
};
for (const n of names) pass(candidates[n], 100);
const best = Object.fromEntries(names.map((n) => [n, Number.POSITIVE_INFINITY]));
const rounds = Number(process.env.ROUNDS ?? 15);
for (let r = 0; r < rounds; r++) {
  for (let k = 0; k < names.length; k++) {
    const n = names[(k + r) % names.length];
    best[n] = Math.min(best[n], pass(candidates[n], 40));
  }
}
const runtime =
  typeof globalThis.Bun === 'object'
    ? `Bun ${globalThis.Bun.version}`
    : typeof globalThis.Deno === 'object'
      ? `Deno ${globalThis.Deno.version.deno}`
      : `Node ${process.versions.node}`;
console.log(`\n${runtime}, ${list}: ${lines.length} of ${all.length} lines on the fast path`);
const a = best[names[0]];
for (const n of names) {
  const ns = best[n];
  console.log(
    `${n.padEnd(42)} ${ns.toFixed(1).padStart(7)} ns  ${(ns / a).toFixed(2)}  +${(ns - a).toFixed(1)} ns`,
  );
}
if (sink === -1) console.log(sink, kept);
