export { type PythonReaderOptions, type PythonVersion, pythonReader, readPython } from './python';
export type {
  Reader,
  ReaderBasis,
  ReaderComponents,
  ReaderInfo,
  ReaderName,
  ReaderResult,
} from './types';
