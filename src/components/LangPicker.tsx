import { GlobalOutlined } from '@ant-design/icons';
import { getAllLocales, setLocale, useIntl } from '@umijs/max';
import { Button, Dropdown, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { loadComponentLocale } from '@/locales/componentLocales';
import { labelsForSwitch } from '@/locales/labels';

/** The language's own name ("العربية", "Deutsch"), from the browser's Intl data. */
export function nativeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}

/** Language picker (spec §2): zh-CN, en-US and the other registered locales; the choice is kept in local storage. */
export default function LangPicker({ initialOpen = false }: { initialOpen?: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(initialOpen);
  const items = useMemo(
    () =>
      getAllLocales()
        .sort((a, b) => (a === 'zh-CN' ? -1 : b === 'zh-CN' ? 1 : a === 'en-US' ? -1 : b === 'en-US' ? 1 : 0))
        .map((locale) => ({ key: locale, label: <span lang={locale}>{nativeName(locale)}</span> })),
    [],
  );
  return (
    <Dropdown
      menu={{
        items,
        selectable: true,
        selectedKeys: [intl.locale],
        // antd's and dayjs's texts of a fallback locale and the pages' labels of its language first (chunks of
        // their own), then the switch.
        onClick: ({ key }) => {
          const change = () => setLocale(key, false);
          void Promise.all([loadComponentLocale(key), labelsForSwitch(key)]).then(change, change);
        },
        style: { maxHeight: 420, overflowY: 'auto' },
      }}
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
    >
      <Tooltip title={intl.formatMessage({ id: 'header.lang' })} open={open ? false : undefined}>
        <Button
          type="text"
          icon={<GlobalOutlined />}
          aria-label={intl.formatMessage({ id: 'header.lang' })}
          // Loaded by a click on the login page's stand-in button: keep the focus where the operator put it.
          autoFocus={initialOpen}
        />
      </Tooltip>
    </Dropdown>
  );
}
