/**
 * The fake backend as a plain HTTP server, for e2e runs and a dev proxy: `npx tsx mocks/server.ts`
 * (PORT, default 4010, on 127.0.0.1). It serves the test controls (/__mock/*) too.
 */
import { handlers } from './handlers';
import { createMockServer } from './httpServer';

const PORT = Number(process.env.PORT) || 4010;
const HOST = '127.0.0.1';

createMockServer(handlers).listen(PORT, HOST, () => {
  console.log(`PayOps fake backend listening on http://${HOST}:${PORT}`);
});
