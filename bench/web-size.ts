import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

import { firstVisitBudgetKb } from '../apps/web/first-visit.ts';
import { freePort, printFigures, startProcess, stopProcess, waitFor200 } from './support.ts';

const serverEntry = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

/**
 * What a first visit downloads before the landing is usable, measured in a real Chromium: every
 * script and stylesheet response until the brand's name and the sign-in form are on screen and
 * the network is quiet, gzip -9 of each body. (The sign-in form arrives in a chunk of its own
 * after the brand's name; counting only to the name made the figure depend on timing.)
 */
export async function benchWebSize(): Promise<boolean> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kredo-bench-web-'));
  const port = await freePort();
  const server = startProcess(process.execPath, [serverEntry], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    await waitFor200(`http://127.0.0.1:${port}/`, performance.now());
    const page = await (await browser.newContext({ viewport: { width: 412, height: 915 } })).newPage();
    const bodies: Array<{ kind: 'js' | 'css'; url: string; gzip: number; raw: number }> = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then(
          (body) => {
            bodies.push({
              kind: type === 'script' ? 'js' : 'css',
              url: response.url(),
              raw: body.byteLength,
              gzip: gzipSync(body, { level: 9 }).byteLength,
            });
          },
          // A response still arriving when the page closes is not part of the first visit.
          () => undefined,
        ),
      );
    });
    const started = performance.now();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByTestId('partner-name').waitFor({ state: 'visible' });
    await page.getByLabel('Mobile Number').waitFor({ state: 'visible' });
    const usableMs = Math.round(performance.now() - started);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const total = (kind: 'js' | 'css', key: 'gzip' | 'raw') =>
      Number(
        (
          bodies.filter((body) => body.kind === kind).reduce((sum, body) => sum + body[key], 0) / 1024
        ).toFixed(1),
      );
    for (const body of bodies)
      console.log(
        `    ${body.kind} ${(body.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${new URL(body.url).pathname}`,
      );
    return printFigures('Web first visit (landing, default brand, Chromium on loopback)', [
      {
        name: 'JavaScript, gzip',
        value: total('js', 'gzip'),
        unit: 'KB',
        budget: { max: firstVisitBudgetKb },
      },
      { name: 'JavaScript, uncompressed', value: total('js', 'raw'), unit: 'KB' },
      { name: 'CSS, gzip', value: total('css', 'gzip'), unit: 'KB' },
      { name: 'files (JS and CSS)', value: bodies.length, unit: '' },
      { name: 'time to sign-in usable (loopback, no throttling)', value: usableMs, unit: 'ms' },
    ]);
  } finally {
    await browser?.close();
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}
