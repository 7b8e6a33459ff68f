/** @jest-environment node */
import * as absent from '@/lib/ops/node-server-absent';
import * as nodeServer from '@/lib/ops/node-server';

// The Worker's build puts node-server-absent.ts where instrumentation.ts imports node-server.ts (next.config.mjs):
// it must offer the same names, or the Worker's build breaks, and say why if it is ever started inside workerd.
describe('the Worker’s stand-in for the Node server’s services', () => {
  it('offers what instrumentation.ts calls, and refuses to start with a reason', () => {
    expect(Object.keys(absent).sort()).toEqual(Object.keys(nodeServer).sort());
    expect(() => absent.startNodeServer()).toThrow(/no server process/);
  });
});
