// HTTPS with HTTP/2 in front: what a real server offers (the site sends Strict-Transport-Security),
// and HTTP/2 sends the headers every response repeats (the security headers, about 800 bytes) once per
// connection instead of once per file. DEPLOY_TLS_CERT and DEPLOY_TLS_KEY name a real certificate (for
// example Let's Encrypt's fullchain.pem and privkey.pem); without them a self-signed one is made for
// this run, which a browser accepts only after a warning: right for trying the setup, not for visitors.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** The certificate and key nginx serves, made for this run when none is configured. */
export function tlsCertificate(runDir, log) {
  const { DEPLOY_TLS_CERT: cert, DEPLOY_TLS_KEY: key } = process.env;
  if (cert || key) {
    if (!cert || !key) throw new Error('DEPLOY_TLS_CERT and DEPLOY_TLS_KEY go together: set both, or neither');
    return { cert, key };
  }
  const dir = path.join(runDir, 'tls');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const made = { cert: path.join(dir, 'self-signed.pem'), key: path.join(dir, 'self-signed.key') };
  const openssl = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      made.key,
      '-out',
      made.cert,
    ],
    { encoding: 'utf8' },
  );
  if (openssl.status !== 0) throw new Error(`openssl could not make a certificate: ${openssl.stderr}`);
  log('HTTPS uses a self-signed certificate made for this run (set DEPLOY_TLS_CERT and DEPLOY_TLS_KEY for a real one)');
  return made;
}

/** nginx 1.25.1 replaced `listen ... http2` with its own `http2 on;` directive. */
export function nginxHasHttp2Directive(nginx) {
  const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr ?? '');
  if (!version) return false;
  const [major, minor, patch] = version.slice(1).map(Number);
  return major > 1 || minor > 25 || (minor === 25 && patch >= 1);
}

/** The lines of the server block that add the HTTPS listener on `listen` (one address or several). */
export function tlsServerLines({ listen, cert, key, http2Directive }) {
  const addresses = [listen].flat();
  const lines = http2Directive
    ? [...addresses.map((address) => `listen ${address} ssl;`), 'http2 on;']
    : addresses.map((address) => `listen ${address} ssl http2;`);
  lines.push(
    `ssl_certificate ${cert};`,
    `ssl_certificate_key ${key};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
    // A returning phone resumes its TLS session instead of a full handshake.
    'ssl_session_cache shared:tls:10m;',
    'ssl_session_timeout 1d;',
  );
  return lines.map((line) => `  ${line}`).join('\n');
}
