// The API reference checked in a real browser (`npm run docs:check`, after `npm run docs`): Chromium loads every
// page of docs/api from a loopback server, every internal link (with its #anchor) must lead to a page and an
// id that exist, every source link to a line of a file under src/, every other link to the repository to a file
// (`/blob/`) or folder (`/tree/`) there; every guide (docs/guides/*.md) has its page, linked from the front page
// and its sidebar; `pike13` → `desk` → `people` → `list` is followed by links; the search finds DeskPeople;
// screenshots land in docs/api/screenshots/. Lists every broken link, prints the counts, exits non-zero on any
// failure.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.ts';
import { startLoopback } from '../support/loopback.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SITE = join(ROOT, 'docs', 'api');
const SCREENSHOTS = join(SITE, 'screenshots');
/** The repository: its source links must point to a line of a file under `src/`, its other links to a file. */
const SOURCES = 'https://github.com/pike13/pike13-js/';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/** What a page showed once its scripts ran: the ids of its elements and where its links lead. */
interface Visited {
  readonly title: string;
  readonly ids: ReadonlySet<string>;
  readonly links: readonly string[];
}

/** Every `.html` file of the site, by its path from the site's root (`classes/pike13.DeskPeople.html`). */
function htmlFiles(dir = SITE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [relative(SITE, path).split(sep).join('/')] : [];
  });
}

/** The site on loopback: files under docs/api only. */
function serveSite() {
  return startLoopback((request, response) => {
    const path = resolve(SITE, `.${decodeURIComponent(request.url.pathname)}`);
    if (!path.startsWith(SITE + sep) || !existsSync(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    response.end(readFileSync(path));
  });
}

/** Pages whose sidebar is drawn by their scripts and checked too: one at the root, one a folder down. */
const SCRIPTED = ['index.html', 'classes/pike13.DeskPeople.html'];
/** Pages parsed by one call into the browser: bounds what a call holds. */
const BATCH = 40;

/** Loads a page: why it could not, or `undefined`. */
async function open(page: Page, url: string): Promise<string | undefined> {
  const answer = await page.goto(url).catch((error: Error) => error);
  if (answer instanceof Error) return `${url}: ${answer.message.split('\n')[0]}`;
  return answer?.status() === 200 ? undefined : `${url}: answered ${answer?.status()}`;
}

/** A page with its scripts run: its sidebar drawn, its errors failures. */
async function visitScripted(page: Page, url: string, errors: string[]): Promise<Visited> {
  const failed = await open(page, url);
  if (failed) {
    errors.push(failed);
    return { title: '', ids: new Set(), links: [] };
  }
  // The sidebar's links are drawn by script from navigation.js, the same on every page.
  await page.waitForFunction(() => document.querySelector('#tsd-nav-container li') !== null, undefined, {
    timeout: 15_000,
  });
  const { title, ids, links } = await page.evaluate(() => ({
    title: document.title,
    ids: [...document.querySelectorAll('[id], a[name]')].map(
      (element) => element.id || element.getAttribute('name') || '',
    ),
    links: [...document.querySelectorAll('a[href]')].map((anchor) => (anchor as HTMLAnchorElement).href),
  }));
  return { title, ids: new Set(ids), links };
}

/** Pages as written, fetched and parsed by the browser (its HTML parser, its URL resolution). */
async function visitWritten(page: Page, urls: readonly string[], errors: string[]) {
  const pages = await page.evaluate(
    (batch) =>
      Promise.all(
        batch.map(async (url) => {
          const answer = await fetch(url);
          const doc = new DOMParser().parseFromString(await answer.text(), 'text/html');
          return {
            url,
            status: answer.status,
            title: doc.title,
            ids: [...doc.querySelectorAll('[id], a[name]')].map((e) => e.id || e.getAttribute('name') || ''),
            links: [...doc.querySelectorAll('a[href]')].map(
              (a) => new URL(a.getAttribute('href') ?? '', url).href,
            ),
          };
        }),
      ),
    urls,
  );
  for (const { url, status } of pages) if (status !== 200) errors.push(`${url}: answered ${status}`);
  return pages.map(
    ({ url, title, ids, links }) => [new URL(url).pathname, { title, ids: new Set(ids), links }] as const,
  );
}

/** Every page as written, then the scripted ones as a reader's browser draws them. */
async function visitAll(browser: Browser, origin: string, files: readonly string[], errors: string[]) {
  const visited = new Map<string, Visited>();
  const page = await browser.newPage();
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.goto(`${origin}/index.html`);
  for (let start = 0; start < files.length; start += BATCH) {
    const urls = files.slice(start, start + BATCH).map((file) => `${origin}/${file}`);
    for (const [path, seen] of await visitWritten(page, urls, errors)) visited.set(path, seen);
  }
  for (const file of SCRIPTED)
    visited.set(`/${file}`, await visitScripted(page, `${origin}/${file}`, errors));
  await page.close();
  return visited;
}

/** Why a link is broken, or `undefined` when it leads where it says. */
function brokenReason(link: URL, origin: string, visited: ReadonlyMap<string, Visited>): string | undefined {
  if (link.href.startsWith(SOURCES)) return sourceReason(link);
  if (link.origin !== origin) return undefined;
  const target = visited.get(link.pathname);
  if (!target) return existsSync(join(SITE, decodeURIComponent(link.pathname))) ? undefined : 'no such page';
  const id = decodeURIComponent(link.hash.slice(1));
  return id && !target.ids.has(id) ? `no element #${id} there` : undefined;
}

/**
 * A source link (`#L12`) must name a line of a file under src/; any other, a file (`/blob/`) or a folder
 * (`/tree/`) of the repository.
 */
function sourceReason(link: URL): string | undefined {
  const [, kind, encoded = ''] = /\/(blob|tree)\/main\/(.*)$/.exec(link.pathname) ?? [];
  const path = decodeURIComponent(encoded);
  const file = join(ROOT, path);
  if (!existsSync(file)) return 'no such file in the repository';
  const folder = statSync(file).isDirectory();
  if (kind !== (folder ? 'tree' : 'blob'))
    return `a ${folder ? 'folder' : 'file'}: link it with /${folder ? 'tree' : 'blob'}/`;
  const line = /^#L(\d+)$/.exec(link.hash)?.[1];
  if (line === undefined) return undefined;
  if (!path.startsWith('src/')) return 'source link outside src/';
  const lines = lineCount(file);
  return Number(line) >= 1 && Number(line) <= lines ? undefined : `line ${line} is not in ${path}`;
}

const lineCounts = new Map<string, number>();

function lineCount(file: string): number {
  const count = lineCounts.get(file) ?? readFileSync(file, 'utf8').split('\n').length;
  lineCounts.set(file, count);
  return count;
}

/** The guides of docs/guides, each by its file and its `# ` title. */
function guides(): { file: string; title: string }[] {
  const folder = join(ROOT, 'docs', 'guides');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const title = /^# (.+)$/m.exec(readFileSync(join(folder, name), 'utf8'))?.[1] ?? '';
      return { file: `docs/guides/${name}`, title: title.replace(/`/g, '') };
    });
}

/**
 * Every guide has its page (`guides/<its file's name>.html`, titled by the guide's `# ` title), and the front
 * page links to it: from the README's text and from the sidebar its scripts draw.
 */
function guideReasons(origin: string, visited: ReadonlyMap<string, Visited>): string[] {
  const front = visited.get('/index.html');
  const errors: string[] = [];
  for (const { file, title } of guides()) {
    const path = `/guides/${basename(file, '.md')}.html`;
    const page = visited.get(path);
    if (!page) errors.push(`${file}: no page ${path}`);
    else if (page.title !== `${title} | pike13`) errors.push(`${file}: ${path} is titled ${page.title}`);
    else if (!front?.links.includes(`${origin}${path}`))
      errors.push(`${file}: the front page does not link to ${path}`);
  }
  return errors;
}

/** Follows `pike13` → `desk` → `people` → `list` by the links of each member's signature. */
async function followClientChain(page: Page, origin: string): Promise<string[]> {
  const errors: string[] = [];
  let url = `${origin}/classes/pike13.Pike13.html`;
  for (const [member, next] of [
    ['desk', 'pike13.Desk.html'],
    ['people', 'pike13.DeskPeople.html'],
  ] as const) {
    const failed = await open(page, url);
    if (failed) return [failed];
    const href = await page.evaluate(
      ([id, target]) =>
        document
          .getElementById(id)
          ?.closest('section')
          ?.querySelector<HTMLAnchorElement>(`a[href$="${target}"]`)?.href,
      [member, next] as const,
    );
    if (!href) return [`${url}: ${member} does not link to ${next}`];
    url = href;
  }
  const failed = await open(page, `${url}#list`);
  if (failed) return [failed];
  const shown: Record<string, string[]> = {
    list: ['GET /api/v2/desk/people', 'Only clients with a current membership.', 'Example', 'InputError:'],
    // A written `@throws {ValidationError}` keeps its class, linked.
    delete: ['DELETE /api/v2/desk/people/:id', 'ValidationError: 422 when the client has open invoices'],
  };
  for (const [id, texts] of Object.entries(shown)) {
    const section = await page.evaluate(
      (member) =>
        document.getElementById(member)?.closest('section')?.textContent?.replace(/\s+/g, ' ') ?? '',
      id,
    );
    for (const text of texts) if (!section.includes(text)) errors.push(`${url}#${id} does not show ${text}`);
  }
  return errors;
}

/** Types DeskPeople into the search dialog; its first result must lead to the class. */
async function searchDeskPeople(page: Page, origin: string): Promise<string[]> {
  const failed = await open(page, `${origin}/index.html`);
  if (failed) return [failed];
  await page.click('#tsd-search-trigger');
  await page.fill('#tsd-search-input', 'DeskPeople');
  const first = await page
    .waitForSelector('#tsd-search-results li a', { timeout: 15_000 })
    .then((anchor) =>
      anchor.evaluate((a) => ({ text: a.textContent ?? '', href: (a as HTMLAnchorElement).href })),
    )
    .catch(() => undefined);
  if (!first) return ['the search for DeskPeople shows no result'];
  if (!first.text.includes('DeskPeople') || !first.href.endsWith('/classes/pike13.DeskPeople.html'))
    return [`the search for DeskPeople shows first ${first.text} (${first.href})`];
  return [];
}

async function screenshots(page: Page, origin: string, errors: string[]): Promise<string[]> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const shots = [
    ['index.png', `${origin}/index.html`],
    ['desk-people-list.png', `${origin}/classes/pike13.DeskPeople.html#list`],
    ['guide.png', `${origin}/guides/getting-started.html`],
  ] as const;
  const saved: string[] = [];
  for (const [name, url] of shots) {
    const failed = await open(page, url);
    if (failed) errors.push(failed);
    else {
      await page.screenshot({ path: join(SCREENSHOTS, name) });
      saved.push(relative(ROOT, join(SCREENSHOTS, name)));
    }
  }
  return saved;
}

async function main(): Promise<number> {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 1000);
  const files = htmlFiles();
  if (!files.includes('index.html')) throw new Error('no docs/api/index.html: run `npm run docs` first');
  const site = await serveSite();
  const browser = await launchChromium();
  try {
    const errors: string[] = [];
    const visited = await visitAll(browser, site.url, files, errors);
    const links = new Set([...visited.values()].flatMap((page) => page.links));
    let internal = 0;
    let repository = 0;
    for (const href of links) {
      const link = new URL(href);
      if (link.origin === site.url) internal++;
      else if (href.startsWith(SOURCES)) repository++;
      const reason = brokenReason(link, site.url, visited);
      if (reason) errors.push(`${href}: ${reason}`);
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    errors.push(...guideReasons(site.url, visited));
    errors.push(...(await followClientChain(page, site.url)), ...(await searchDeskPeople(page, site.url)));
    const shots = await screenshots(page, site.url, errors);
    const occurrences = [...visited.values()].reduce((sum, { links }) => sum + links.length, 0);
    console.log(
      `${visited.size} pages (${guides().length} guides); ${links.size} distinct links (${occurrences} on the pages): ${internal} internal and ${repository} to the repository checked, ${links.size - internal - repository} external not followed; screenshots ${shots.join(', ') || 'none'}; ${seconds()} s`,
    );
    for (const error of errors) console.error(`broken: ${error}`);
    return errors.length ? 1 : 0;
  } finally {
    await browser.close();
    await site.close();
  }
}

process.exitCode = await main();
