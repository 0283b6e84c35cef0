import { labelBundle } from '../bundle';

/** The pages' labels in Chinese: a chunk of their own, which the production build ships as data. */
export default labelBundle('zh-CN');
