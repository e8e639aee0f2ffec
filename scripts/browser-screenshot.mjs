#!/usr/bin/env node
// Takes real screenshots of Neo4j Browser (served by `hopgraph up`) showing the result of a query from
// cypher/inspect/ over an ingested index, with headless Chromium driven by playwright-core.
//
// Used to make the README images docs/images/browser-passage.png and browser-evidence-path.png:
//
//   export NEO4J_URI=bolt://127.0.0.1:7693 HOPGRAPH_DATA_DIR=.hopgraph/screenshot HOPGRAPH_HTTP_PORT=7480 REDIS_URL=redis://127.0.0.1:6393
//   node bin/hopgraph.js up && node bin/hopgraph.js ingest /work/shared/datasets/2wiki/corpus.jsonl --collection 2wiki
//   node scripts/browser-screenshot.mjs            # both images, with the parameters below (collection $HOPGRAPH_COLLECTION, else 2wiki)
//   node bin/hopgraph.js down
//
// One screenshot of any query:
//   node scripts/browser-screenshot.mjs --query cypher/inspect/passage.cypher \
//     --param collection=2wiki --param passageId=2wiki-p00004 --out /tmp/passage.png
//
// Options (environment in brackets):
//   --browser-url URL  Neo4j Browser        [HOPGRAPH_BROWSER_URL, else http://127.0.0.1:$HOPGRAPH_HTTP_PORT/browser/, port 7474]
//   --bolt-url URL     Bolt URL to connect  [NEO4J_URI, else bolt://127.0.0.1:7687]; "No authentication"
//   --chromium PATH    Chromium executable  [CHROMIUM_PATH, else /usr/bin/chromium]
//   --query FILE --out FILE [--param name=value ...]   one screenshot instead of the two README ones
//   --width N --height N                    viewport (1600×1000)
//   --frame-only                            screenshot just the result frame (default: the frame maximised)
//
// Nothing is fetched from outside 127.0.0.1 (Browser's usage-statistics scripts are blocked).
import { mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    'browser-url': { type: 'string' },
    'bolt-url': { type: 'string' },
    chromium: { type: 'string' },
    query: { type: 'string' },
    out: { type: 'string' },
    param: { type: 'string', multiple: true, default: [] },
    width: { type: 'string', default: '1600' },
    height: { type: 'string', default: '1000' },
    'frame-only': { type: 'boolean', default: false },
  },
});

const browserUrl =
  values['browser-url'] ?? process.env.HOPGRAPH_BROWSER_URL ?? `http://127.0.0.1:${process.env.HOPGRAPH_HTTP_PORT ?? '7474'}/browser/`;
const boltUrl = values['bolt-url'] ?? process.env.NEO4J_URI ?? 'bolt://127.0.0.1:7687';
const executablePath = values.chromium ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const viewport = { width: Number(values.width), height: Number(values.height) };

/** The README screenshots: query file, parameters, output. */
const defaultShots = [
  {
    query: 'cypher/inspect/passage.cypher',
    params: { collection: process.env.HOPGRAPH_COLLECTION ?? '2wiki', passageId: '2wiki-p00004' },
    out: 'docs/images/browser-passage.png',
  },
  {
    query: 'cypher/inspect/evidence-path.cypher',
    params: { collection: process.env.HOPGRAPH_COLLECTION ?? '2wiki', fromKey: 'lothair ii', toKey: 'hugh of tours' },
    out: 'docs/images/browser-evidence-path.png',
  },
];

function parseParam(text) {
  const at = text.indexOf('=');
  if (at <= 0) throw new Error(`--param expects name=value, got ${JSON.stringify(text)}`);
  return [text.slice(0, at), text.slice(at + 1)];
}

const shots = values.query
  ? [{ query: values.query, params: Object.fromEntries(values.param.map(parseParam)), out: values.out ?? 'browser-screenshot.png' }]
  : defaultShots;

// Captions that say something (Browser would otherwise pick e.g. Triple.negated = "false").
const style = [
  "node.Passage { caption: '{title}'; diameter: 80px; }",
  "node.Sentence { caption: '{text}'; diameter: 65px; }",
  "node.Triple { caption: '{relation}'; diameter: 80px; }",
  "node.Entity { caption: '{name}'; diameter: 65px; }",
].join(' ');

/** Browser's connect URL: neo4j:// scheme with the Bolt host:port, and "No authentication" preselected. */
function connectUrl() {
  const bolt = new URL(boltUrl);
  const url = new URL(browserUrl);
  url.searchParams.set('dbms', `neo4j://${bolt.host}`);
  url.searchParams.set('preselectAuthMethod', 'NO_AUTH');
  return url.toString();
}

/** A Cypher string literal for `:param name => '…'`. */
function cypherString(value) {
  return `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

async function runCommand(page, command) {
  const frames = await page.locator('article[data-testid="frame"]').count();
  await page.locator('[data-testid="activeEditor"]').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(command);
  await page.locator('[data-testid="editor-Run"]').click();
  if (command.trim() === ':clear') {
    await page.waitForFunction(() => document.querySelectorAll('article[data-testid="frame"]').length === 0);
  } else {
    await page.waitForFunction((n) => document.querySelectorAll('article[data-testid="frame"]').length > n, frames);
  }
}

/** Waits until the force layout has settled: node positions unchanged over a few consecutive polls. */
async function waitForLayout(frame) {
  await frame.locator('svg g.node').first().waitFor({ timeout: 60_000 });
  let previous = '';
  let stable = 0;
  for (let i = 0; i < 100 && stable < 4; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const now = await frame.locator('svg g.node').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('transform')).join(';'));
    stable = now === previous ? stable + 1 : 0;
    previous = now;
  }
}

const userDataDir = mkdtempSync(join(tmpdir(), 'hopgraph-chromium-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  viewport,
  deviceScaleFactor: 1,
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.route('**/*', (route) => {
    const { hostname, protocol } = new URL(route.request().url());
    const local = protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1' || hostname === 'localhost';
    return local ? route.continue() : route.abort();
  });

  const url = connectUrl();
  console.log(`opening ${url}`);
  await page.goto(url, { waitUntil: 'load' });
  try {
    await page.getByRole('heading', { name: 'Connected to Neo4j' }).waitFor({ timeout: 60_000 });
  } catch {
    const failure = join(tmpdir(), 'hopgraph-browser-connect-failure.png');
    await page.screenshot({ path: failure }).catch(() => undefined);
    throw new Error(`Neo4j Browser at ${browserUrl} did not connect to ${boltUrl} without authentication (page saved to ${failure})`);
  }

  // The usage-statistics banner.
  const banner = page.getByText('To help make Neo4j Browser better').locator('xpath=..');
  if (await banner.count()) await banner.locator('span').last().click();

  // Which server Browser is connected to, from the server itself.
  await runCommand(page, ':clear');
  await runCommand(page, "SHOW SETTINGS YIELD name, value WHERE name = 'server.bolt.listen_address' RETURN value");
  const listen = page.locator('article[data-testid="frame"]').first();
  await listen.getByRole('table').or(listen.getByText(/Error/)).first().waitFor({ timeout: 30_000 });
  const address = (await listen.locator('td').last().innerText()).replace(/"/g, '').trim();
  const expected = new URL(boltUrl);
  if (!address.endsWith(`:${expected.port || '7687'}`)) {
    throw new Error(`Neo4j Browser is connected to a server listening on ${JSON.stringify(address)}, not to ${boltUrl}`);
  }
  console.log(`connected, without authentication, to the server listening on ${address}`);

  await runCommand(page, `:style ${style}`);
  for (const shot of shots) {
    await runCommand(page, ':clear');
    for (const [name, value] of Object.entries(shot.params)) await runCommand(page, `:param ${name} => ${cypherString(value)}`);
    await runCommand(page, ':clear');
    // The query as in the file, without its leading comment lines (they would fill the frame's header).
    const cypher = readFileSync(resolve(root, shot.query), 'utf8')
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('//'))
      .join('\n')
      .trim();
    await runCommand(page, cypher);
    const frame = page.locator('article[data-testid="frame"]').first();
    const error = frame.getByText(/Error|No changes, no records/);
    await Promise.race([frame.locator('svg g.node').first().waitFor({ timeout: 60_000 }), error.first().waitFor({ timeout: 60_000 })]);
    if (!(await frame.locator('svg g.node').count())) throw new Error(`${shot.query}: no graph: ${(await frame.innerText()).slice(0, 500)}`);
    if (!values['frame-only']) {
      await frame.locator('button[title="Fullscreen"]').click();
      await page.waitForTimeout(500);
    }
    await page.mouse.move(0, viewport.height - 1); // no hover highlight
    await waitForLayout(frame);
    // Browser's own "zoom to fit" button under the visualization, then let the zoom transition end.
    const fit = frame.locator('button[title*="fit" i], [aria-label*="fit" i]');
    if (await fit.count()) {
      await fit.first().click();
      await page.waitForTimeout(1000);
      // Fit uses the whole canvas, part of which is under the Overview panel: one step back.
      const zoomOut = frame.locator('button[title*="zoom out" i], [aria-label*="zoom out" i]');
      if (await zoomOut.count()) {
        await zoomOut.first().click();
        await page.waitForTimeout(1000);
      }
      await page.mouse.move(0, viewport.height - 1);
    }
    await frame.locator('[data-testid="vizInspector"]').waitFor();
    const summary = (await frame.getByText(/^Displaying \d+ nodes?, \d+ relationships?/).first().innerText().catch(() => '')).trim();
    const out = resolve(shot.out);
    mkdirSync(dirname(out), { recursive: true });
    if (values['frame-only']) await frame.screenshot({ path: out });
    else await page.screenshot({ path: out });
    console.log(`${shot.query} ${JSON.stringify(shot.params)}: ${summary} → ${out}`);
    if (!values['frame-only']) await frame.locator('button[title="Close fullscreen"], button[title="Fullscreen"]').first().click();
  }
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
