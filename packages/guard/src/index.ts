/**
 * `@url/guard`: `checkOutboundURL` on the default URL stack (`@url/parser`, IDNA through tr46), and
 * `checkResolvedAddress` for the address DNS returns. `@url/guard/core` has the same without a
 * default stack.
 * @module
 */

export * from './connect';
export * from './core';
export { checkOutboundURL } from './default';
