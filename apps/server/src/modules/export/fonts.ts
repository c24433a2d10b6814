import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * The CJK font embedded in exported PDFs: Noto Sans SC (SIL Open Font License 1.1), static
 * TrueType files from the `@expo-google-fonts/noto-sans-sc` package. It covers GB 18030's common
 * range, Latin and the full-width punctuation, so Chinese and English share one face. TrueType
 * (not the CFF-based .otf of Source Han Sans) because pdfkit subsets glyf fonts tightly: a page
 * embeds tens of kilobytes instead of hundreds.
 *
 * Resolved through node_modules at run time, from the source and from the esbuild bundle alike
 * (packages stay external), so nothing is copied into dist/.
 */
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-sc';
export const FONT_FILES = {
  regular: `${FONT_PACKAGE}/400Regular/NotoSansSC_400Regular.ttf`,
  bold: `${FONT_PACKAGE}/700Bold/NotoSansSC_700Bold.ttf`,
} as const;

export type TFontWeight = keyof typeof FONT_FILES;
export type TFontSet = Record<TFontWeight, Buffer>;

const localRequire = createRequire(import.meta.url);

/** Absolute paths of the font files; throws a clear error when the package is missing. */
export function fontPaths(): Record<TFontWeight, string> {
  const resolve = (file: string) => {
    try {
      return localRequire.resolve(file);
    } catch (cause) {
      throw new Error(`导出 PDF 所需的中文字体缺失：${file}（请运行 npm install）`, { cause });
    }
  };
  return { regular: resolve(FONT_FILES.regular), bold: resolve(FONT_FILES.bold) };
}

let loading: Promise<TFontSet> | null = null;

/** Both weights, read once per process (about 10 MB each) and shared by every export. */
export function loadFonts(): Promise<TFontSet> {
  if (!loading) {
    const paths = fontPaths();
    loading = Promise.all([readFile(paths.regular), readFile(paths.bold)]).then(([regular, bold]) => ({
      regular,
      bold,
    }));
    // A failed read is retried by the next export instead of being cached.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
