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
export { BUSY_MESSAGE, ConversionPool, type TConversionPoolOptions } from './pool.ts';
export {
  downloadPublicFile,
  isPrivateAddress,
  SAFE_FETCH_MESSAGES,
  type TDownloaded,
  type TLookup,
  type TSafeFetchOptions,
} from './safe-fetch.ts';
