import { getIntl } from '@@/plugin-locale/localeExports';

type Descriptor = { id?: string; defaultMessage?: string };
const made = new WeakMap<object, Map<string, string>>();

/**
 * The layout's formatMessage (ProLayout's menu, breadcrumb and title): each text made once per language. ProLayout
 * makes its whole menu again at every navigation, a formatMessage per item (about 190), each through react-intl's
 * rich-text path: about 6 ms of every menu click. Texts with values are made each time.
 */
export function layoutMessage(descriptor: Descriptor, values?: Record<string, unknown>): string {
  const intl = getIntl();
  if (values || !descriptor.id) return intl.formatMessage(descriptor, values as never) as string;
  let texts = made.get(intl);
  if (!texts) {
    texts = new Map();
    made.set(intl, texts);
  }
  const key = `${descriptor.id}\u0000${descriptor.defaultMessage ?? ''}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = intl.formatMessage(descriptor as { id: string }) as string;
    texts.set(key, text);
  }
  return text;
}
