import dashboard from './dashboard';
import fxRate from './fxRate';
import search from './search';
import timeline from './timeline';
import workArea from './workArea';

/** Labels of the hand-written pages and the shell's operator tools, one file each, both languages. */
const PAGES: Record<'zh-CN' | 'en-US', Record<string, string>>[] = [dashboard, fxRate, search, timeline, workArea];

export default PAGES;
