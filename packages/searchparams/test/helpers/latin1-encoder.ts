import type { UrlencodedEncoder } from '@url/searchparams/urlencoded';

/** A Latin-1 encoder for the serializer's legacy-encoding hook: code points above U+00FF are unmappable. */
export const encoderLatin1: UrlencodedEncoder = (codePoint: number) =>
  codePoint <= 0xff ? [codePoint] : null;
