/**
 * The two engines' drivers, from Debian's packages (browsers.mjs finds them): Firefox ESR through
 * Puppeteer over WebDriver BiDi, WebKitGTK's MiniBrowser through its WebKitWebDriver with
 * selenium-webdriver. Each launch is a new profile: a fresh visitor, no service worker, no data.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { freePort } from '../browser/free-port.mjs';
import { ENGINE_BINARIES } from './browsers.mjs';
import type { EngineDriver } from './engine-page';

/** Firefox ESR, headless, with a fresh profile. */
export async function launchFirefox(): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: ENGINE_BINARIES.firefox,
    headless: true,
    // The tests' https server has a certificate of its own; Firefox runs no service worker on a
    // site whose certificate it does not trust unless told to.
    acceptInsecureCerts: true,
    extraPrefsFirefox: { 'devtools.serviceWorkers.testing.enabled': true },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  return firefoxTab(browser, page, () => browser.close());
}

/** A tab of Firefox; `close` closes it (the first tab closes the browser). */
async function firefoxTab(
  browser: Browser,
  page: Page,
  close: () => Promise<void>,
): Promise<EngineDriver> {
  await page.setViewport({ width: 1280, height: 800 });
  const call = (source: string, args: unknown[]) => `(${source})(...${JSON.stringify(args)})`;
  return {
    engine: 'firefox',
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    run: <T>(source: string, args: unknown[]) => page.evaluate(call(source, args)) as Promise<T>,
    element: async (source, args) => {
      const element = (
        await page.evaluateHandle(call(source, args))
      ).asElement() as ElementHandle<Element> | null;
      if (!element) throw new Error('firefox: no such element');
      return {
        click: () => element.click(),
        typeOver: (value) =>
          value === '' ? page.keyboard.press('Backspace') : page.keyboard.type(value),
        uploadFile: (path) => (element as ElementHandle<HTMLInputElement>).uploadFile(path),
      };
    },
    press: (key) => page.keyboard.press(key),
    resize: (width, height) => page.setViewport({ width, height }),
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
    newTab: async () => {
      const tab = await browser.newPage();
      return firefoxTab(browser, tab, () => tab.close());
    },
    close,
  };
}

/**
 * Starts WebKitWebDriver on a free port, in a process group of its own (MiniBrowser joins it);
 * resolves once it answers.
 */
async function startWebKitDriver(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const service = spawn(ENGINE_BINARIES.webkitDriver!, [`--port=${port}`], {
    stdio: 'ignore',
    detached: true,
    // WebKitGTK reads the network's state from GLib's monitor, which on a machine without a
    // network manager now and then says offline: the page then hears 'offline' (TanStack Query
    // pauses its calls, the shop shows its offline notice). GLib's base monitor says online, as a
    // phone on a network does. With no GPU, compositing draws every layer through a software GL:
    // off, the page is drawn directly, at a fraction of the CPU; layout and script are the same.
    env: { ...process.env, GIO_USE_NETWORK_MONITOR: 'base', WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
  });
  const stop = () => {
    try {
      process.kill(-service.pid!, 'SIGKILL');
    } catch {
      // Gone already.
    }
  };
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 10_000; ;) {
    try {
      if ((await fetch(`${url}/status`)).ok) break;
    } catch {
      if (Date.now() > deadline) {
        stop();
        throw new Error('WebKitWebDriver did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { url, stop };
}

/**
 * How long MiniBrowser may take to open its first window. On a busy 2-core machine it opens in a
 * few seconds, but now and then a start never answers (a full run's hook waited 120 s for one):
 * that start is given up and made again once. A stuck start, not a failed step: no test is
 * retried.
 */
const WEBKIT_START_MS = 45_000;

/** WebKitGTK's MiniBrowser (Safari's engine), in the display xvfb-run gives it. */
export async function launchWebKit(): Promise<EngineDriver> {
  for (let attempt = 1; ; attempt += 1) {
    const service = await startWebKitDriver();
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`webkit: MiniBrowser did not open in ${WEBKIT_START_MS} ms`)),
        WEBKIT_START_MS,
      );
    });
    try {
      return await Promise.race([openMiniBrowser(service), stuck]);
    } catch (error) {
      service.stop();
      if (attempt === 2) throw error;
      console.warn(`${String(error)}; starting it again`);
    } finally {
      clearTimeout(timer);
    }
  }
}

async function openMiniBrowser(service: { url: string; stop: () => void }): Promise<EngineDriver> {
  const driver = await new Builder()
    .usingServer(service.url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      acceptInsecureCerts: true,
      'webkitgtk:browserOptions': { binary: ENGINE_BINARIES.miniBrowser, args: ['--automation'] },
    })
    .build();
  await driver.manage().window().setRect({ width: 1280, height: 800 });
  const first = await driver.getWindowHandle();
  return webKitTab(driver, { current: first }, first, async () => {
    await driver.quit();
    service.stop();
  });
}

/**
 * A tab of MiniBrowser: WebDriver speaks to one window at a time, so each call first switches
 * to this tab's. `close` closes it (the first tab ends the session).
 */
function webKitTab(
  driver: WebDriver,
  window: { current: string },
  handle: string,
  close: () => Promise<void>,
): EngineDriver {
  const call = (source: string) => `return (${source}).apply(null, arguments);`;
  const here = async () => {
    if (window.current !== handle) await driver.switchTo().window(handle);
    window.current = handle;
    return driver;
  };
  const keys = async (value: string) => (await here()).actions().sendKeys(value).perform();
  return {
    engine: 'webkit',
    goto: async (url) => (await here()).get(url),
    run: async (source, args) => (await here()).executeScript(call(source), ...args),
    element: async (source, args) => {
      const found = await (await here()).executeScript(call(source), ...args);
      const element = found as WebElement | null;
      if (!element) throw new Error('webkit: no such element');
      return {
        click: () => element.click(),
        typeOver: (value) => keys(value === '' ? Key.BACK_SPACE : value),
        uploadFile: (path) => element.sendKeys(path),
      };
    },
    press: (key) => keys({ Tab: Key.TAB, Enter: Key.ENTER, ArrowDown: Key.ARROW_DOWN }[key]),
    // The window is sized, not the viewport; MiniBrowser keeps its window at least 447 CSS px
    // wide.
    resize: async (width, height) =>
      void (await (await here()).manage().window().setRect({ width, height })),
    screenshot: async (path) =>
      writeFileSync(path, await (await here()).takeScreenshot(), 'base64'),
    newTab: async () => {
      await driver.switchTo().newWindow('tab');
      const tab = await driver.getWindowHandle();
      window.current = tab;
      const opened = webKitTab(driver, window, tab, async () => {
        await driver.switchTo().window(tab);
        await driver.close();
        await driver.switchTo().window(handle);
        window.current = handle;
      });
      return opened;
    },
    close,
  };
}
