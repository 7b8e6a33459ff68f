import { spawn } from 'node:child_process';
import { Builder, By, Key, until as seleniumUntil, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../../../deploy/services.mjs';
import { PAGE_READY, until, type EngineSession } from './engine-session';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * WebKitGTK's MiniBrowser, driven by Debian's WebKitWebDriver under a virtual X display (it has no headless mode), at
 * `viewport`, its HTTP traffic through the engine proxy at `proxy` (host:port).
 */
export async function webkitSession(
  baseURL: string,
  proxy: string,
  viewport: { width: number; height: number },
): Promise<EngineSession> {
  const port = await freePort();
  // xvfb-run's -a picks a free display; the driver starts MiniBrowser on it for each session.
  const server = spawn('xvfb-run', ['-a', WEBKIT_DRIVER, `--port=${port}`], { stdio: 'ignore', detached: true });
  const stopServer = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  let driver: WebDriver;
  try {
    driver = await until('WebKitWebDriver to start a session', async () => {
      try {
        return await new Builder()
          .usingServer(`http://127.0.0.1:${port}`)
          .withCapabilities({
            browserName: 'MiniBrowser',
            acceptInsecureCerts: true,
            // Its sslProxy would be spoken to in TLS, so HTTPS goes without the proxy (see e2e/engines.spec.ts).
            proxy: { proxyType: 'manual', httpProxy: proxy },
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
          })
          .build();
      } catch (error) {
        if (/ECONNREFUSED/.test(String(error))) return null;
        throw error;
      }
    });
  } catch (error) {
    stopServer();
    throw error;
  }
  // GTK keeps MiniBrowser's window at least 447 px wide: asked for a phone's 375, it still lays the pages out as on a
  // phone (below the 640 px breakpoint).
  await driver.manage().window().setRect(viewport);
  const element = async (xpath: string) => {
    const found = await driver.wait(seleniumUntil.elementLocated(By.xpath(xpath)), 15_000, `no ${xpath}`);
    await driver.wait(seleniumUntil.elementIsVisible(found), 15_000, `${xpath} not shown`);
    return found;
  };
  const evaluate = <T>(body: string) => driver.executeScript<T>(body);
  return {
    async goto(path) {
      await driver.get(new URL(path, baseURL).href);
      await until(`${path} to be ready`, () => evaluate<boolean>(PAGE_READY));
    },
    async click(xpath) {
      await driver.wait(seleniumUntil.elementIsEnabled(await element(xpath)), 15_000);
      await (await element(xpath)).click();
    },
    async type(xpath, text) {
      const field = await element(xpath);
      const current = String((await field.getAttribute('value')) ?? '');
      await field.sendKeys(Key.END, ...Array.from(current, () => Key.BACK_SPACE), text);
    },
    evaluate,
    async frameText(frameCss, css) {
      const frames = await driver.findElements(By.css(frameCss));
      if (frames.length === 0) return null;
      await driver.switchTo().frame(frames[0]);
      try {
        const inner = await driver.findElements(By.css(css));
        return inner.length > 0 ? await inner[0].getText() : null;
      } finally {
        await driver.switchTo().defaultContent();
      }
    },
    async close() {
      await driver.quit().catch(() => undefined);
      stopServer();
    },
  };
}
