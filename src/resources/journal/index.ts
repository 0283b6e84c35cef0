import type { ResourceDecl } from '../../console/types';
import fileLog from './fileLog';
import job from './job';
import jobRun from './jobRun';
import loginLog from './loginLog';
import messageLog from './messageLog';
import mqLog from './mqLog';
import operationLog from './operationLog';
import pushLog from './pushLog';
import userChangeLog from './userChangeLog';

/** This area's resource declarations (spread into RESOURCES, src/resources/index.ts). */
const AREA = [
  fileLog,
  messageLog,
  operationLog,
  pushLog,
  mqLog,
  job,
  jobRun,
  loginLog,
  userChangeLog,
] as const satisfies readonly ResourceDecl[];

export default AREA;
