// Umi evaluates this module first (before app.tsx), once '@umijs/max' is complete: start-up work goes here.
// Umi's runtime plugins (src/app.tsx, which reaches '@umijs/max') first, as Umi's entry would take them: the locale
// table below would otherwise start them from inside plugin-locale's own module, and in development React Refresh
// read plugin-locale's exports before that module had run ("Cannot access 'addLocale' before initialization": `npm
// start` showed only that error).
import '@@/core/plugin';
import { ensureTableStyles } from '@/console/tableStyles';
import { registerFallbackLocales } from '@/locales/fallback';
import { startUp } from '@/startup';
import defaultSettings from '../config/defaultSettings';

registerFallbackLocales();
startUp({ pwa: defaultSettings.pwa, demo: !!process.env.DEMO });
ensureTableStyles();
