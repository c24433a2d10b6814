export {
  CONVERSION_LIMITS,
  CONVERSION_MESSAGES,
  convertFile,
  decodeText,
  detectKind,
  normaliseText,
  type TConverted,
  type TFileKind,
} from './convert.ts';
export { ZIP_LIMITS, ZIP_MESSAGES } from './zip-guard.ts';
export { PDF_GUARD_MESSAGES, PDF_LIMITS } from './pdf-guard.ts';
export {
  BUSY_MESSAGE,
  CONVERSION_POOL_DEFAULTS,
  ConversionPool,
  OWNER_BUSY_MESSAGE,
  residentMb,
  TOO_COMPLEX_MESSAGE,
  type TConversionPoolOptions,
  type TWorkerKind,
  type TWorkerReply,
  type TWorkerRequest,
  WorkerPool,
} from './pool.ts';
export {
  downloadPublicFile,
  isPrivateAddress,
  SAFE_FETCH_MESSAGES,
  type TDownloaded,
  type TLookup,
  type TSafeFetchOptions,
} from './safe-fetch.ts';
