import merchant from './merchant';
import shop from './shop';

type Labels = Record<'zh-CN' | 'en-US', Record<string, string>>;

/**
 * Each resource's labels live beside each other in one file per resource (`resources.<key>.fields|actions|
 * sections|...`), both languages together; the locale files spread them in.
 */
const ALL: Labels[] = [merchant, shop];

export default {
  'zh-CN': Object.assign({}, ...ALL.map((l) => l['zh-CN'])) as Record<string, string>,
  'en-US': Object.assign({}, ...ALL.map((l) => l['en-US'])) as Record<string, string>,
};
