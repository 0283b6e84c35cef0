import job from './job';
import loginLog from './loginLog';
import mqLog from './mqLog';
import operationLog from './operationLog';
import { fileLog, jobRun, messageLog } from './plain';
import pushLog from './pushLog';
import userChangeLog from './userChangeLog';

/**
 * This area's fake modules, by resource key (spread into the fake list, mocks/resources/index.ts). The user change
 * log is a view of the operation log, with no table of its own.
 */
const AREA = {
  fileLog,
  messageLog,
  operationLog,
  pushLog,
  mqLog,
  job,
  jobRun,
  loginLog,
  userChangeLog,
};

export default AREA;
