// Which names each entry exports, and that the root entry re-exports the others' functions
// (the same function objects, so root users lost nothing when toObject/fromObject and the
// legacy-encoding serializer moved to their own entries).
import * as root from '@url/searchparams';
import * as edit from '@url/searchparams/edit';
import * as legacy from '@url/searchparams/legacy';
import * as object from '@url/searchparams/object';
import * as query from '@url/searchparams/query';
import * as urlencoded from '@url/searchparams/urlencoded';
import { expect, test } from 'vitest';

test('each entry exports exactly its names', () => {
  expect(Object.keys(urlencoded).sort()).toEqual(['parseUrlencoded', 'serializeUrlencoded']);
  expect(Object.keys(query).sort()).toEqual(['parseQuery']);
  expect(Object.keys(object).sort()).toEqual(['fromObject', 'toObject']);
  expect(Object.keys(legacy).sort()).toEqual(['serializeUrlencodedWithEncoding']);
  expect(Object.keys(edit).sort()).toEqual(['editQuery']);
  expect(Object.keys(root).sort()).toEqual([
    'URLSearchParams',
    'bindSearchParams',
    'fromObject',
    'parseQuery',
    'parseUrlencoded',
    'resetSearchParams',
    'serializeUrlencoded',
    'serializeUrlencodedWithEncoding',
    'toObject',
  ]);
});

test('the root entry re-exports the codec, the object helpers and the legacy serializer', () => {
  for (const mod of [urlencoded, object, legacy, query] as Record<string, unknown>[])
    for (const [name, fn] of Object.entries(mod)) expect((root as Record<string, unknown>)[name]).toBe(fn);
});
