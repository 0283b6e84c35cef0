import type { Behaviour } from '../../crud/actions';
import job from './job';
import loginLog from './loginLog';
import mqLog from './mqLog';
import operationLog from './operationLog';
import { fileLog, jobRun, messageLog } from './plain';
import pushLog from './pushLog';
import userChangeLog from './userChangeLog';

/** This area's fake-backend behaviours, by resource key (spread into BEHAVIOURS, mocks/resources/index.ts). */
const AREA: Record<string, Behaviour> = {
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
