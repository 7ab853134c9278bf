import { baseURL } from '../../playwright.config.ts';
import { defaultConfig } from '../../src/config/default-config.ts';
import { expect, test } from './support/fixtures.ts';
import { label, VISITABLE_PAGES } from './support/pages.ts';
import { waitForIslands, waitForStartup } from './support/startup.ts';

test('config.json is served and read at start-up', async ({ page, request }) => {
  const served = await request.get('/assets/config.json');
  expect(served.headers()['content-type']).toBe('application/json; charset=utf-8');
  expect(await served.json()).toEqual(defaultConfig);

  const configRequest = page.waitForRequest((r) => r.url() === `${baseURL}/assets/config.json`);
  await page.goto('/en/sustainability');
  await configRequest;
});

test('translations are served per language with the spec keys', async ({ request }) => {
  for (const lang of ['it', 'en']) {
    const json = (await (await request.get(`/assets/i18n/${lang}.json`)).json()) as {
      COMPONENTS: { CONTACT_MODAL: { TITLE: string } };
      BUTTON: { SUBMIT: string };
      VALIDATORS: { REQUIRED: string };
    };
    expect(json.COMPONENTS.CONTACT_MODAL.TITLE).toMatch(/\S/);
    expect(json.BUTTON.SUBMIT).toMatch(/\S/);
    expect(json.VALIDATORS.REQUIRED).toMatch(/\S/);
  }
});

const menuCases: [string | undefined, string[]][] = [
  [undefined, []],
  ['1', ['Home', 'Sostenibilità']],
  ['2', ['Home', 'Sostenibilità', 'Aziende medio-grandi']],
  ['3', ['Sostenibilità', 'Aziende medio-grandi']],
  ['3xyz', ['Sostenibilità', 'Aziende medio-grandi']],
  ['abc', []],
  ['9', []],
];

for (const [role, expected] of menuCases) {
  test(`menu with role cookie ${role ?? '(none)'} shows ${expected.length ? expected.join(', ') : 'nothing'}`, async ({
    page,
    context,
  }) => {
    if (role !== undefined) await context.addCookies([{ name: 'role', value: role, url: baseURL }]);
    await page.goto('/it/sostenibilita');
    await waitForIslands(page);
    await waitForStartup(page);
    await expect(page.getByRole('status')).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    if (expected.length === 0) {
      await expect(menu).toHaveCount(0);
    } else {
      await expect(menu.getByRole('link')).toHaveText(expected);
      await expect(menu.getByRole('link', { name: 'Sostenibilità' })).toHaveAttribute('aria-current', 'page');
    }
  });
}

test('menu links follow the page language', async ({ page, context }) => {
  await context.addCookies([{ name: 'role', value: '2', url: baseURL }]);
  await page.goto('/en/medium-big-companies');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Sustainability' })).toHaveAttribute(
    'href',
    '/en/sustainability',
  );
});

test('a spinner shows while start-up loading runs, without hiding the content', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/config.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/sustainability');
  const spinner = page.getByRole('status', { name: 'Loading' });
  await expect(spinner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  release();
  await expect(spinner).toHaveCount(0);
});

test('an invalid config logs one clear error and the site keeps working on defaults', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.expectConsoleErrors('Configuration /assets/config.json could not be used');
  await context.addCookies([{ name: 'role', value: '2', url: baseURL }]);
  await page.route('**/assets/config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"server":{"protocol":"gopher"}}' }),
  );
  const logged = page.waitForEvent('console', (m) =>
    m.text().startsWith('Configuration /assets/config.json'),
  );
  await page.goto('/it/sostenibilita');
  expect((await logged).text()).toContain('server.protocol');
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toHaveCount(0);
  expect(consoleGuard.consoleErrors().filter((e) => e.includes('config.json'))).toHaveLength(1);
});

test('an unreachable config logs one clear error', async ({ page, consoleGuard }) => {
  consoleGuard.expectConsoleErrors(
    'Configuration /assets/config.json could not be used',
    'Failed to load resource',
  );
  await page.route('**/assets/config.json', (route) => route.abort('connectionrefused'));
  const logged = page.waitForEvent('console', (m) =>
    m.text().startsWith('Configuration /assets/config.json'),
  );
  await page.goto('/en/sustainability');
  await logged;
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleGuard.consoleErrors().filter((e) => e.startsWith('Configuration'))).toHaveLength(1);
});

for (const target of VISITABLE_PAGES) {
  test(`no console errors: ${label(target)}`, async ({ page, context }) => {
    await context.addCookies(target.cookies.map((c) => ({ ...c, url: baseURL })));
    await page.goto(target.path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('status')).toHaveCount(0);
  });
}
