import { crudHandlers } from '../crud/tables';
import { faultHandler } from '../faults';
import { authHandlers } from './auth';
import { bindingHandlers } from './binding';
import { controlHandlers } from './control';
import { dashboardHandlers } from './dashboard';
import { exportJobHandlers } from './exportJobs';
import { searchHandlers } from './search';
import { noticeHandlers } from './notices';
import { noteHandlers } from './notes';
import { uploadHandlers } from './uploads';
import { workHandlers } from './work';

/** What the browser worker serves: the fake backend without the test controls. */
export const browserHandlers = [
  ...authHandlers,
  ...bindingHandlers,
  ...noticeHandlers,
  ...noteHandlers,
  ...uploadHandlers,
  ...exportJobHandlers,
  ...dashboardHandlers,
  ...searchHandlers,
  ...workHandlers,
  ...crudHandlers(),
];

/** What the node server (tests) and the standalone HTTP server serve; a test's injected fault answers first. */
export const handlers = [faultHandler, ...browserHandlers, ...controlHandlers];

export { CONTROL_PATHS } from './control';
