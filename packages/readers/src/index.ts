export { type CurlReaderOptions, type CurlVersion, curlReader, readCurl } from './curl';
export type { ReaderIDNA, ReaderIDNAOptions, ReaderOptions } from './idna';
export { nodeLegacyReader, readNodeLegacy } from './node-legacy';
export { type PythonReaderOptions, type PythonVersion, pythonReader, readPython } from './python';
export type {
  Reader,
  ReaderBasis,
  ReaderComponents,
  ReaderInfo,
  ReaderName,
  ReaderResult,
} from './types';
