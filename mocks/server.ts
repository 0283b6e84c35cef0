/**
 * The fake backend as a plain HTTP server, for e2e runs and a dev proxy: `npx tsx mocks/server.ts`
 * (PORT, default 4010, on 127.0.0.1; SEED_NOW=1 for a world that ends now). It serves the test controls (/__mock/*) too.
 */
import { moveSeed, shiftToNow } from './db';
import { handlers } from './handlers';
import { createMockServer } from './httpServer';

const PORT = Number(process.env.PORT) || 4010;
const HOST = '127.0.0.1';

// SEED_NOW=1 moves the seed's world to end about now, as the demo in the browser does (the e2e runs keep it fixed).
if (process.env.SEED_NOW === '1') moveSeed(shiftToNow(Date.now()));

createMockServer(handlers).listen(PORT, HOST, () => {
  console.log(`PayOps fake backend listening on http://${HOST}:${PORT}`);
});
