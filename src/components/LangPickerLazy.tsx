import { GlobalOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';

const load = () => import('./LangPicker');
const LangPicker = lazy(load);

/**
 * The language picker for the login page: the same globe button, with the dropdown (antd Dropdown and Menu, for
 * some fifty locales) loaded when the operator points at it or tabs to it, and opened by the click that asked.
 */
export default function LangPickerLazy() {
  const intl = useIntl();
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      aria-label={intl.formatMessage({ id: 'header.lang' })}
      onMouseEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LangPicker initialOpen />
    </Suspense>
  );
}
