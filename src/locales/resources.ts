import { labelBundle } from './bundle';

/** The pages' labels in both languages (src/locales/bundle.ts): for the tests and the fake backend's texts. */
export default { 'zh-CN': labelBundle('zh-CN'), 'en-US': labelBundle('en-US') };
