/** @jest-environment node */
// The build check that keeps PAYMENT_SHOP_ID out of what browsers download (e2e/check-bundle-secret.mjs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const SCRIPT = join(__dirname, '..', '..', 'e2e', 'check-bundle-secret.mjs');
const SECRET = 'shop-secret-test-91b2';

function fakeBuild(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-check-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

function check(dir: string, secret: string | null = SECRET) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.PAYMENT_SHOP_ID;
  if (secret !== null) env.PAYMENT_SHOP_ID = secret;
  const result = spawnSync(process.execPath, [SCRIPT, '--dir', dir], { env, encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
}

const clean = {
  'static/chunks/main.js': 'console.log("shop")',
  'static/css/app.css': 'body{color:green}',
  'server/app/home.html': '<html>MHV</html>',
  'server/app/home.rsc': '0:["$"]',
  'server/app/api/generateReference/route.js': `process.env.PAYMENT_SHOP_ID ?? "${SECRET}"`,
};

describe('check-bundle-secret', () => {
  const dirs: string[] = [];
  const build = (files: Record<string, string>) => {
    const dir = fakeBuild(files);
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('passes a build whose public files do not hold the value (server code may)', () => {
    const result = check(build(clean));
    expect(result).toEqual({ code: 0, output: expect.stringContaining('appears in none of 4 public build files') });
  });

  it.each([
    ['a client chunk', 'static/chunks/app/page-1.js', `const shop="${SECRET}";`],
    ['a prerendered page', 'server/app/Products.html', `<script>self.__next_f.push([1,"${SECRET}"])</script>`],
    ['an RSC payload', 'server/app/Products.rsc', `1:{"shop":"${SECRET}"}`],
    [
      'a unicode-escaped string',
      'static/chunks/x.js',
      `"${[...SECRET].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`,
    ],
  ])('fails, naming the file, when the value is in %s', (_, path, content) => {
    const result = check(build({ ...clean, [path]: content }));
    expect(result.code).toBe(1);
    expect(result.output).toContain(path);
  });

  it('refuses to pass when it has nothing to look for or nowhere to look', () => {
    expect(check(build(clean), null).code).toBe(2);
    expect(check(build(clean), 'abc').code).toBe(2);
    expect(check(join(tmpdir(), 'no-such-build-dir')).code).toBe(2);
  });
});
