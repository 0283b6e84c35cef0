import type { ProLayoutProps } from '@ant-design/pro-components';

/** Layout defaults of spec §9. */
const defaultSettings: ProLayoutProps & { pwa: boolean; iconfontUrl: string; colorWeak: boolean } = {
  navTheme: 'light',
  colorPrimary: '#ff7e00',
  layout: 'side',
  contentWidth: 'Fluid',
  fixedHeader: false,
  fixSiderbar: true,
  colorWeak: false,
  title: '',
  pwa: false,
  iconfontUrl: '',
};

export default defaultSettings;
