export { type CurlReaderOptions, type CurlVersion, curlReader, readCurl } from './curl';
export { type GoReaderOptions, type GoVersion, goReader, readGo } from './go';
export type { ReaderIDNA, ReaderIDNAOptions, ReaderOptions } from './idna';
export { javaReader, readJava } from './java';
export { nodeLegacyReader, readNodeLegacy } from './node-legacy';
export { perlReader, readPerl } from './perl';
export { phpReader, readPhp } from './php';
export { type PythonReaderOptions, type PythonVersion, pythonReader, readPython } from './python';
export { createReaders, type ReadersOptions, readers, readURL } from './registry';
export { readRuby, rubyReader } from './ruby';
export type {
  Reader,
  ReaderBasis,
  ReaderComponents,
  ReaderInfo,
  ReaderName,
  ReaderResult,
} from './types';
export { readWinHTTP, winhttpReader } from './winhttp';
