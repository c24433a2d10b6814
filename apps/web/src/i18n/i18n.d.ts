import 'i18next';
import type { defaultNS, TResources } from './index.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: TResources;
  }
}
