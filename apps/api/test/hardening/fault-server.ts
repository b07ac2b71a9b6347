/**
 * The production server as its own process, for the fault tests (faults.test.ts): the
 * environment (DATABASE_URL, PORT, ...) comes from the test that spawns it, which waits for the
 * READY line so that it never talks to another process on the same port.
 */
import { startServer } from '../../src/server.ts';

const server = startServer();
server.on('listening', () => {
  const address = server.address();
  process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : address}\n`);
});
// The SIGTERM test marks its requests, and stops the server only once it has them all in hand.
server.on('request', (req) => {
  if (req.headers['x-fault-probe']) process.stdout.write(`PROBE ${String(req.headers['x-fault-probe'])}\n`);
});
// Registered after startServer's own SIGTERM handler, so the line means the drain has begun.
process.on('SIGTERM', () => process.stdout.write('DRAINING\n'));
server.on('error', (error) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
