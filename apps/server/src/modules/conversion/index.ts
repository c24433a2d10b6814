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
