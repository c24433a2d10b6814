// Usage: npx tsx scripts/screenshot.ts <base-url> <out-dir> <path>... — 1440 px and 390 px full-page shots.
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser.ts';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error('usage: screenshot.ts <base-url> <out-dir> <path>...');
  process.exit(2);
}
const browser = await launchBrowser();
for (const width of [1440, 390]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 900 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') console.log(`[${width}] console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => console.log(`[${width}] pageerror: ${e.message}`));
  for (const p of paths) {
    await page.goto(new URL(p, base).toString(), { waitUntil: 'networkidle' });
    // Reveal animate-on-scroll content for a full-page picture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(700);
    const file = path.join(outDir, `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    // Narrow pages are long: also save readable slices of them.
    if (width < 800) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height; y += 1200, i += 1) {
        const slice = file.replace(/\.png$/, `-part${i}.png`);
        await page.screenshot({
          path: slice,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(1200, height - y) },
        });
        console.log(slice);
      }
    }
  }
  await context.close();
}
await browser.close();
