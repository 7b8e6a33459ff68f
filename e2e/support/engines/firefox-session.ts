import puppeteer from 'puppeteer-core';
import { PAGE_READY, until, type EngineSession } from './engine-session';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';

/** Debian's Firefox ESR, headless, at `viewport`, its traffic through the engine proxy at `proxy` (host:port). */
export async function firefoxSession(
  baseURL: string,
  proxy: string,
  viewport: { width: number; height: number },
): Promise<EngineSession> {
  const [host, port] = proxy.split(':');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    acceptInsecureCerts: true,
    defaultViewport: viewport,
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': host,
      'network.proxy.http_port': Number(port),
      'network.proxy.ssl': host,
      'network.proxy.ssl_port': Number(port),
      'network.proxy.no_proxies_on': '',
      'network.proxy.allow_hijacking_localhost': true,
    },
  });
  const page = await browser.newPage();
  const evaluate = <T>(body: string) => page.evaluate(`(() => {${body}})()`) as Promise<T>;
  const element = (xpath: string) => page.locator(`::-p-xpath(${xpath})`).setTimeout(15_000);
  return {
    async goto(path) {
      await page.goto(new URL(path, baseURL).href);
      await until(`${path} to be ready`, () => evaluate<boolean>(PAGE_READY));
    },
    click: (xpath) => element(xpath).click(),
    type: (xpath, text) => element(xpath).fill(text),
    evaluate,
    async frameText(frameCss, css) {
      const frameElement = await page.$(frameCss);
      const frame = await frameElement?.contentFrame();
      const inner = await frame?.$(css);
      return (await inner?.evaluate((node) => node.textContent)) ?? null;
    },
    close: () => browser.close(),
  };
}
