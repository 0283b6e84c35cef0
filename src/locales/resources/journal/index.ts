import enums from './enums';
import fileLog from './fileLog';
import job from './job';
import jobRun from './jobRun';
import loginLog from './loginLog';
import messageLog from './messageLog';
import mqLog from './mqLog';
import operationLog from './operationLog';
import pushLog from './pushLog';
import userChangeLog from './userChangeLog';

/** This area's labels, one file per resource (enumeration labels included), both languages. */
const AREA: Record<'zh-CN' | 'en-US', Record<string, string>>[] = [
  fileLog,
  messageLog,
  operationLog,
  pushLog,
  mqLog,
  job,
  jobRun,
  loginLog,
  userChangeLog,
  enums,
];

export default AREA;
