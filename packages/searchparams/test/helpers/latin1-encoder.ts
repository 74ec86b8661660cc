import type { Encoding } from '@url/searchparams/legacy';

/** A Latin-1 encoding for the serializer's legacy-encoding hook: code points above U+00FF are unmappable. */
export const encoderLatin1: Encoding = {
  name: 'latin1 (test)',
  getEncoder: () => ({
    encode(codePoint: number, output: number[]) {
      if (codePoint > 0xff) return codePoint;
      output.push(codePoint);
      return null;
    },
  }),
};
