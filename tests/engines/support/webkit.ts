import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_RUN_PATH } from './browsers.ts';
import type { EngineSession } from './session.ts';
import { untilActionable } from './actionable.ts';

/**
 * WebKitGTK's MiniBrowser through Debian's WebKitWebDriver under xvfb-run, with selenium-webdriver
 * as the client of that standard endpoint (decision 112); `usingServer` keeps Selenium Manager
 * from ever looking for a driver. Reduced motion is GTK's "no animations" setting, which WebKitGTK
 * reports as prefers-reduced-motion, given through a settings file of its own.
 */
export async function launchWebKit(
  baseURL: string,
  driverPort: number,
  options: { reducedMotion?: boolean } = {},
): Promise<EngineSession> {
  const home = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(
    join(home, 'gtk-3.0', 'settings.ini'),
    `[Settings]\ngtk-enable-animations=${options.reducedMotion ? 'false' : 'true'}\n`,
  );
  const driverProcess: ChildProcess = spawn(
    XVFB_RUN_PATH,
    ['-a', WEBKIT_DRIVER_PATH, `--port=${String(driverPort)}`, '--host=127.0.0.1'],
    { env: { ...process.env, XDG_CONFIG_HOME: home }, stdio: 'ignore', detached: true },
  );
  const stopDriver = () => {
    // xvfb-run starts Xvfb and the driver: the whole group goes.
    if (driverProcess.pid !== undefined && driverProcess.exitCode === null) process.kill(-driverProcess.pid);
    rmSync(home, { recursive: true, force: true });
  };
  let driver: WebDriver;
  try {
    driver = await connect(driverPort, driverProcess);
  } catch (error) {
    stopDriver();
    throw error;
  }
  /**
   * The element, scrolled to the middle of the view first: WebKitWebDriver calls an element in a
   * section not yet rendered (content-visibility: auto) "not interactable" instead of scrolling.
   */
  const element = async (selector: string) => {
    const found = await driver.findElement(By.css(selector));
    await driver.executeScript('arguments[0].scrollIntoView({ block: "center" });', found);
    return found;
  };

  const session: EngineSession = {
    engine: 'webkit',
    async open(path) {
      await driver.get(new URL(path, baseURL).href);
    },
    run: (fn, ...args) => driver.executeScript(`return (${fn.toString()}).apply(null, arguments);`, ...args),
    async click(selector) {
      await untilActionable(session, selector);
      await driver.findElement(By.css(selector)).click();
    },
    async type(selector, text) {
      await (await element(selector)).sendKeys(text);
    },
    async select(selector, value) {
      // MiniBrowser draws a select's list as a GTK pop-up that WebDriver cannot reach (its options
      // are "not interactable" at times): the choice is made as that pop-up makes it, the option
      // selected, then the input and change events the page listens to.
      await driver.executeScript(
        `const select = arguments[0];
         select.value = arguments[1];
         select.dispatchEvent(new Event('input', { bubbles: true }));
         select.dispatchEvent(new Event('change', { bubbles: true }));`,
        await element(selector),
        value,
      );
    },
    async press(key) {
      await driver.actions().sendKeys({ Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB }[key]).perform();
    },
    async resize(width, height) {
      // The window's size includes MiniBrowser's frame: size it, then correct by what the page sees.
      await driver.manage().window().setRect({ width, height });
      const inner = await session.run(() => [window.innerWidth, window.innerHeight]);
      await driver
        .manage()
        .window()
        .setRect({ width: 2 * width - (inner[0] ?? width), height: 2 * height - (inner[1] ?? height) });
    },
    async screenshot() {
      return Buffer.from(await driver.takeScreenshot(), 'base64');
    },
    async clearCookies() {
      // WebDriver deletes the cookies of the current document's site: be on it first.
      await driver.get(new URL('/healthz', baseURL).href);
      await driver.manage().deleteAllCookies();
    },
    // MiniBrowser reports nothing over WebDriver: the in-page probe (tests/engines/support/probe.ts) is its ears.
    engineErrors: () => [],
    async close() {
      await driver.quit().catch(() => undefined);
      stopDriver();
    },
  };
  await session.resize(1280, 900);
  return session;
}

/** Opens a session once the driver listens; rejects if the driver exits first. */
async function connect(port: number, driverProcess: ChildProcess): Promise<WebDriver> {
  const url = `http://127.0.0.1:${String(port)}`;
  for (let attempt = 0; ; attempt += 1) {
    if (driverProcess.exitCode !== null)
      throw new Error(`WebKitWebDriver exited (${String(driverProcess.exitCode)})`);
    const up = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 300) throw new Error(`WebKitWebDriver never answered on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return new Builder()
    .usingServer(url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
    })
    .build();
}
