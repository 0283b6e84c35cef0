import { flattenLabels } from '../console/labels';
import { RESOURCES } from '../resources';
import finance from './enums/finance';
import fx from './enums/fx';
import journal from './enums/journal';
import txnAccount from './enums/txnAccount';
import txnFlow from './enums/txnFlow';
import txnManager from './enums/txnManager';
import PAGES from './pages';

type Labels = Record<'zh-CN' | 'en-US', Record<string, string>>;

/** The money areas' own enumerations (src/domain/areaEnums), one file each. */
const AREA_ENUMS: Labels[] = [txnAccount, txnFlow, txnManager, fx, finance, journal];

const bundle = (lang: 'zh-CN' | 'en-US'): Record<string, string> =>
  Object.assign(
    {},
    ...RESOURCES.map((r) => flattenLabels(`resources.${r.key}.`, r.labels[lang])),
    ...AREA_ENUMS.map((l) => l[lang]),
    ...PAGES.map((l) => l[lang]),
  );

/**
 * The pages' labels: every resource's own (its module's `labels`, as `resources.<key>.<path>`), the money areas'
 * enumerations and the hand-written pages'. They load with the signed-in shell (src/locales/labels.ts).
 */
export default { 'zh-CN': bundle('zh-CN'), 'en-US': bundle('en-US') };
