import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DAY } from '../../../src/sandbox/clock.ts';
import { launchQuietChromium, RUN_CHROMIUM_TESTS } from '../../support/chromium.ts';
import { startLoopback } from '../../support/loopback.ts';
import { NOW, sandboxFor, sdk } from '../support.ts';

type Sandbox = Awaited<ReturnType<typeof sandboxFor>>;

/** What the page shows may take its time on a loaded machine (polls a second apart, two cores shared). */
const WAIT = { timeout: 10_000 };

/** Chromium starts in seconds on a loaded machine. */
const SLOW = { timeout: 30_000 };

/** The inspector's page in Chromium; every request the browser sends is kept. */
async function openInspector(sandbox: Sandbox): Promise<{ page: Page; sent: string[] }> {
  const page = await browser.newPage();
  onTestFinished(() => page.close());
  const sent: string[] = [];
  page.on('request', (request) => void sent.push(request.url()));
  await page.goto(sandbox.inspectorUrl);
  await expect.poll(() => page.locator('#page').textContent(), WAIT).toMatch(/^page 1 of /);
  return { page, sent };
}

/** A sandbox as `createSandbox()` makes it, its clock pinned, webhooks allowed to a loopback receiver. */
function defaultSandbox() {
  return sandboxFor({ rateLimit: undefined, webhookDelivery: { allowHttpTargets: true } });
}

let browser: BrowserContext;
let closeBrowser: (() => Promise<void>) | undefined;

describe.runIf(RUN_CHROMIUM_TESTS)('the inspector page in Chromium', () => {
  beforeAll(async () => {
    const chromium = await launchQuietChromium();
    browser = chromium.context;
    closeBrowser = chromium.close;
  }, 30_000);
  afterAll(() => closeBrowser?.());

  it('shows a call made with the SDK within 2 s, with its token kind and never a token', SLOW, async () => {
    const sandbox = await defaultSandbox();
    const { page, sent } = await openInspector(sandbox);
    const person = sandbox.state.tables.people.find((p) => p.role === 'client');
    await sdk(sandbox).desk.people.get(person?.id as number);

    const row = page.locator('#requests tbody tr', { hasText: `/api/v2/desk/people/${person?.id}` });
    await expect.poll(() => row.count(), { timeout: 2_000 }).toBe(1);
    const cells = await row.locator('td').allTextContents();
    expect(cells.slice(1)).toEqual([
      'GET',
      `/api/v2/desk/people/${person?.id}`,
      '200',
      expect.any(String),
      'staff',
    ]);

    // Shown as it happened, through the log's event stream, and nothing went wrong on the way.
    expect(sent.filter((url) => url.includes('/_sandbox/requests/stream'))).toHaveLength(1);
    expect(await page.locator('#status').textContent()).toBe('');
    const text = await page.locator('body').innerText();
    for (const token of Object.values(sandbox.tokens)) expect(text).not.toContain(token);
    // Nothing but the sandbox's own origin was asked for: the page, its two files and the control routes.
    expect(sent.filter((url) => !url.startsWith(`${sandbox.url}/`))).toEqual([]);
  });

  it('Redeliver makes a new attempt that reaches the receiver, and shows it', SLOW, async () => {
    const sandbox = await defaultSandbox();
    const receiver = await startLoopback((_, response) => {
      response.writeHead(200);
      response.end();
    });
    onTestFinished(() => receiver.close());
    await sdk(sandbox, 'owner').webhooks.create({ topic: 'person.updated', target: `${receiver.url}/hooks` });
    const person = sandbox.state.tables.people.find((p) => p.role === 'client');
    await sdk(sandbox).desk.people.update(person?.id as number, { first_name: 'Shown' });
    await sandbox.webhooks.idle();
    const { page } = await openInspector(sandbox);

    const row = page.locator('#deliveries tbody tr', { hasText: 'person.updated' });
    await expect
      .poll(() => row.locator('.attempt').allTextContents(), WAIT)
      .toEqual([expect.stringMatching(/^#1 .* 200 delivered$/)]);
    expect(receiver.requests).toHaveLength(1);
    await row.getByRole('button', { name: 'Redeliver' }).click();

    await expect.poll(() => receiver.requests.length, WAIT).toBe(2);
    expect(receiver.requests[1]?.body).toBe(receiver.requests[0]?.body);
    await expect
      .poll(() => row.locator('.attempt').allTextContents(), WAIT)
      .toEqual([
        expect.stringMatching(/^#1 .* 200 delivered$/),
        expect.stringMatching(/^#2 .* 200 delivered \(redelivered\)$/),
      ]);
  });

  it('Advance moves the clock shown and the records shown: a plan ends', SLOW, async () => {
    const sandbox = await defaultSandbox();
    const today = NOW.toISOString().slice(0, 10);
    const plan = sandbox.state.tables.plans
      .all()
      .slice(-25)
      .find(
        (p) => p.canceled_at === null && !p.on_hold && p.start_date <= today && (p.end_date ?? '') >= today,
      );
    const days = Math.ceil((Date.parse(`${plan?.end_date}T00:00:00Z`) - NOW.getTime()) / DAY) + 1;
    const { page } = await openInspector(sandbox);
    await expect.poll(() => page.locator('#clock').textContent(), WAIT).toBe(NOW.toISOString());
    await page.getByRole('button', { name: 'Plans' }).click();
    const row = page.locator(`#records tbody tr[data-id="${plan?.id}"]`);
    await expect.poll(() => row.locator('td').allTextContents(), WAIT).toContain('active');

    await page.getByLabel('Advance by').fill(`${days}d`);
    await page.getByRole('button', { name: 'Advance' }).click();

    const later = new Date(NOW.getTime() + days * DAY);
    await expect.poll(() => page.locator('#clock').textContent(), WAIT).toBe(later.toISOString());
    expect(sandbox.clock.now()).toEqual(later);
    await expect.poll(() => row.locator('td').allTextContents(), WAIT).toContain('ended');
  });

  it("shows a record's markup as text", SLOW, async () => {
    const sandbox = await defaultSandbox();
    const markup = '<img src=x onerror="document.title=1">';
    const person = await sdk(sandbox).desk.people.create({ first_name: markup, last_name: 'Hostile' });
    const { page } = await openInspector(sandbox);
    const row = page.locator(`#records tbody tr[data-id="${person.id}"]`);
    await expect.poll(() => row.locator('td').nth(1).textContent(), WAIT).toBe(`${markup} Hostile`);
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.title()).toBe('Pike13 sandbox inspector');
  });

  it('lets no other page call the controls, and the page itself reach no other origin', SLOW, async () => {
    const sandbox = await defaultSandbox();
    const elsewhere = await startLoopback((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>another page</title>');
    });
    onTestFinished(() => elsewhere.close());
    const key = new URL(sandbox.inspectorUrl).searchParams.get('key') as string;
    const other = await browser.newPage();
    onTestFinished(() => other.close());
    await other.goto(elsewhere.url);
    // Even a page that learnt the key cannot send it: the sandbox's preflight does not allow the header.
    const fromOther = await other.evaluate(
      ([url, key]) =>
        fetch(`${url}/_sandbox/deliveries`, { headers: { 'x-sandbox-key': key as string } }).then(
          (response) => response.status,
          (error: Error) => error.name,
        ),
      [sandbox.url, key],
    );
    expect(fromOther).toBe('TypeError');

    const { page } = await openInspector(sandbox);
    // From the inspector's origin but without the key: 401.
    const keyless = await page.evaluate(() =>
      fetch('/_sandbox/deliveries').then((response) => response.status),
    );
    expect(keyless).toBe(401);
    const before = elsewhere.requests.length;
    const outside = await page.evaluate(
      (url) =>
        fetch(url).then(
          () => 'sent',
          (error: Error) => error.name,
        ),
      elsewhere.url,
    );
    expect([outside, elsewhere.requests.length]).toEqual(['TypeError', before]);
  });
});
