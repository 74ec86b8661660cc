/**
 * The IDNA adapter over the `tr46` package (Unicode IDNA Compatibility Processing, UTS #46).
 * @module
 */

import { toASCII, toUnicode } from 'tr46';
import type { IDNA } from './types';

/**
 * Unicode ToASCII and ToUnicode from `tr46`; its option names are those of {@link UTS46Options}.
 * Pass it to `createHostParser({ idna: tr46IDNA })` (the root entry's functions already use it).
 */
export const tr46IDNA: IDNA = { toASCII, toUnicode };
