/**
 * The one shape every reader model returns: the components that reader would use, or the
 * error it would raise. Components a reader does not have (or leaves empty) are `null` or ''
 * exactly as that reader reports them, mapped to this shape as the reader's own module says.
 */

/** Names of the modelled readers. */
export type ReaderName =
  | 'python'
  | 'curl'
  | 'go'
  | 'php'
  | 'java'
  | 'node-legacy'
  | 'winhttp'
  | 'ruby'
  | 'perl';

/** How a model is kept honest: checked live against the real parser, or from documentation only. */
export type ReaderBasis = 'live-differential' | 'model-from-documentation';

export interface ReaderInfo {
  readonly name: ReaderName;
  /** Human-readable name, e.g. "Python urllib.parse.urlsplit". */
  readonly label: string;
  /** The version the model follows, e.g. "3.12". */
  readonly version: string;
  readonly basis: ReaderBasis;
  /**
   * Set when the live differential runs an older release of the real parser than `version` (the
   * one installed on Debian 12): that release's version. The shared model is checked live against
   * it; this version's differences from it are unit-tested from the project's own tests and
   * release notes, never run here.
   */
  readonly liveVersion?: string | undefined;
}

export interface ReaderComponents {
  readonly scheme: string | null;
  readonly userinfo: string | null;
  readonly host: string | null;
  /** The port as the reader reports it (a decimal string), or null when absent. */
  readonly port: string | null;
  readonly path: string;
  readonly query: string | null;
  readonly fragment: string | null;
}

export type ReaderResult =
  | ({ readonly ok: true; readonly reader: ReaderInfo } & ReaderComponents)
  | { readonly ok: false; readonly reader: ReaderInfo; readonly error: string };

/** A reader model: a pure function of the input string. */
export interface Reader {
  readonly info: ReaderInfo;
  read(input: string): ReaderResult;
}
