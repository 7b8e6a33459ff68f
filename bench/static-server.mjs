// The benchmark's reference server: plain Node http serving one prerendered page from memory,
// the least work any server can do for it. Usage: node bench/static-server.mjs <html-file> <port> [path]
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [file, portArg, routePath = '/home'] = process.argv.slice(2);
if (!file || !portArg) {
  console.error('usage: node bench/static-server.mjs <html-file> <port> [path]');
  process.exit(2);
}

const body = readFileSync(file);
const headers = {
  'content-type': 'text/html; charset=utf-8',
  'content-length': body.length,
  'cache-control': 'public, max-age=0, must-revalidate',
};

createServer((req, res) => {
  if (req.method === 'GET' && req.url === routePath) {
    res.writeHead(200, headers);
    res.end(body);
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('Not found');
}).listen(Number(portArg), '127.0.0.1', () => {
  console.log(`static server: ${file} at http://127.0.0.1:${portArg}${routePath}`);
});
