/**
 * Looks at pages the way a person would: `node --import tsx scripts/screenshot.ts <baseUrl> <path> [more paths]`
 * with SHOT_LOCALE (fr-FR), SHOT_THEME (light|dark), SHOT_WIDTH (1280), SHOT_OUT (.tmp/shots),
 * SHOT_COOKIE (a session cookie "name=value" to look as a signed-in member).
 * Writes full-page PNGs; not a test.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/support/browser';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: screenshot.ts <baseUrl> <path>...');
  process.exit(64);
}
const locale = process.env.SHOT_LOCALE ?? 'fr-FR';
const theme = (process.env.SHOT_THEME ?? 'light') as 'light' | 'dark';
const width = Number(process.env.SHOT_WIDTH ?? 1280);
const out = process.env.SHOT_OUT ?? '.tmp/shots';
mkdirSync(out, { recursive: true });

const browser = await launchBrowser();
const context = await browser.newContext({ locale, colorScheme: theme, viewport: { width, height: 900 } });
// SHOT_COOKIE="name=value" looks at the pages as that signed-in member.
if (process.env.SHOT_COOKIE) {
  const [name, ...rest] = process.env.SHOT_COOKIE.split('=');
  await context.addCookies([{ name: name!, value: rest.join('='), url: base }]);
}
const page = await context.newPage();
for (const path of paths) {
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  const file = join(out, `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${locale}-${theme}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();
