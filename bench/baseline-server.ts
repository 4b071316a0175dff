/**
 * The yardstick for `npm run bench`: a bare node:http server that answers each path with a
 * fixed JSON body of a given size. Run as a child process, like the real server, so both
 * compete with the load generator in the same way. Prints its port on stdout.
 * Usage: node bench/baseline-server.ts <path>=<bytes> [...]
 */
import { createServer } from 'node:http';

const bodies = new Map<string, Buffer>();
for (const arg of process.argv.slice(2)) {
  const [route, size] = arg.split('=');
  const bytes = Number(size);
  // A JSON string padded to the exact size: `{"v":"xxxx..."}`.
  bodies.set(route!, Buffer.from(`{"v":"${'x'.repeat(Math.max(0, bytes - 8))}"}`));
}

const server = createServer((request, response) => {
  const body = bodies.get(request.url ?? '');
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`${address.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
