/**
 * `@url/host/tr46`: the IDNA adapter over the `tr46` package (Unicode IDNA Compatibility Processing,
 * UTS #46), for users who want tr46 itself; the root entry uses `uts46IDNA`, which gives the same
 * answers from generated tables.
 * @module
 */

import { toASCII, toUnicode } from 'tr46';
import type { IDNA } from './types';

/**
 * Unicode ToASCII and ToUnicode from `tr46`; its option names are those of {@link UTS46Options}.
 * Pass it to `createHostParser({ idna: tr46IDNA })`.
 */
export const tr46IDNA: IDNA = { toASCII, toUnicode };
