import { labelBundle } from '../bundle';

/** The pages' labels in English (every locale but zh-CN): a chunk of their own, which the production build ships as data. */
export default labelBundle('en-US');
