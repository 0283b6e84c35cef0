/** This area's labels, one file per resource (enumeration labels included), both languages. */
const AREA: Record<'zh-CN' | 'en-US', Record<string, string>>[] = [];

export default AREA;
