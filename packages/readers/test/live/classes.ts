/**
 * The known classes of difference between each model and its real parser. Every class is listed
 * in the package README with an example; the live test fails on any difference outside them.
 */
import type { DifferenceClass } from './agreement.ts';

export const differenceClasses: Record<string, readonly DifferenceClass[]> = {
  python: [],
  curl: [],
  'node-legacy': [
    {
      id: 'node-ace-ascii-label',
      describe:
        "Node's IDNA (ada) accepts an xn-- label whose Punycode decodes to ASCII only (e.g. xn--news-); UTS #46 since Unicode 15.1, and so the model's IDNA hook (tr46), rejects it",
      matches: (d) =>
        !d.model.ok &&
        d.real.ok &&
        d.real.host !== null &&
        /(^|\.)xn--[\x21-\x7e]*-(\.|$)/i.test(d.real.host),
    },
  ],
};
