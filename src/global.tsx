// Umi evaluates this module first (before app.tsx), once '@umijs/max' is complete: start-up work goes here.
import { ensureTableStyles } from '@/console/tableStyles';
import { registerFallbackLocales } from '@/locales/fallback';
import { startUp } from '@/startup';
import defaultSettings from '../config/defaultSettings';

registerFallbackLocales();
startUp({ pwa: defaultSettings.pwa, demo: !!process.env.DEMO });
ensureTableStyles();
