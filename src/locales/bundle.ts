import { guardedPages } from '../auth/pages';
import { flattenLabels, withCommonLabels } from '../console/labels';
import { RESOURCES } from '../resources';
import { COMMON_LABELS } from './common';
import shellEn from './en-US';
import signedInEn from './signedIn/en-US';
import signedInZh from './signedIn/zh-CN';
import shellZh from './zh-CN';
import finance from './enums/finance';
import fx from './enums/fx';
import journal from './enums/journal';
import approvals from './enums/approvals';
import txnAccount from './enums/txnAccount';
import txnFlow from './enums/txnFlow';
import txnManager from './enums/txnManager';
import PAGES from './pages';
import type { LabelLang, Labels } from './labels';

/** The money areas' own enumerations (src/domain/areaEnums), one file each. */
const AREA_ENUMS: Labels[] = [txnAccount, txnFlow, txnManager, fx, finance, journal, approvals];

const SHELL: Labels = { 'zh-CN': shellZh, 'en-US': shellEn };
/** The console's own texts that only the signed-in console shows (the rest are in the entry script: SHELL). */
const SIGNED_IN: Labels = { 'zh-CN': signedInZh, 'en-US': signedInEn };

/**
 * A page's menu label, unless the console's own texts name it otherwise (`menu.order.orderMag`, 订单管理, over the
 * page's title 订单): the title of the declaration it renders. The menu waits for these (src/layouts/LabelledMenu.tsx).
 */
const menuLabels = (lang: LabelLang, labels: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    guardedPages()
      .filter((p) => p.menuKey && p.resource && !(p.menuKey in SHELL[lang]))
      .map((p) => [p.menuKey!, labels[`resources.${p.resource}.title`]]),
  );

/**
 * The pages' labels in one language: the console's signed-in texts (src/locales/signedIn), every resource's own (its
 * module's `labels`, as `resources.<key>.<path>`), the money areas' enumerations, the hand-written pages' and the menu
 * labels that are pages' titles. The signed-in console loads its language's (src/locales/bundles, src/locales/
 * labels.ts), which the production build computes (config/labelsLoader.cjs).
 */
export const labelBundle = (lang: LabelLang): Record<string, string> => {
  const labels: Record<string, string> = Object.assign(
    {},
    SIGNED_IN[lang],
    ...RESOURCES.map((r) => flattenLabels(`resources.${r.key}.`, withCommonLabels(r, COMMON_LABELS)[lang])),
    ...AREA_ENUMS.map((l) => l[lang]),
    ...PAGES.map((l) => l[lang]),
  );
  return { ...labels, ...menuLabels(lang, labels) };
};
