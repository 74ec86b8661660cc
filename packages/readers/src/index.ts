export type {
  Reader,
  ReaderBasis,
  ReaderComponents,
  ReaderInfo,
  ReaderName,
  ReaderResult,
} from './types';
