// Requests per second and latency of one URL under steady load (autocannon, in this process).
import autocannon from 'autocannon';

export const LOAD_CONNECTIONS = 10;

/**
 * @param {string} url
 * @param {number} seconds
 */
export async function measureLoad(url, seconds) {
  // A short warm-up, so neither server is measured while it fills its caches or JIT-compiles.
  await autocannon({ url, connections: LOAD_CONNECTIONS, amount: 500 });
  const result = await autocannon({ url, connections: LOAD_CONNECTIONS, duration: seconds });
  return {
    url,
    seconds,
    connections: LOAD_CONNECTIONS,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
