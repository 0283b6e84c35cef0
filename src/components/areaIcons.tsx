import {
  BorderlessTableOutlined,
  CreditCardOutlined,
  InfoOutlined,
  PieChartOutlined,
  SettingOutlined,
  SmileOutlined,
  UnorderedListOutlined,
  WarningOutlined,
  WindowsOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The spec's menu icon names (§1), as the route table writes them, to their components. */
export const AREA_ICONS: Record<string, ComponentType> = {
  pieChart: PieChartOutlined,
  windows: WindowsOutlined,
  borderlessTable: BorderlessTableOutlined,
  unorderedList: UnorderedListOutlined,
  creditCard: CreditCardOutlined,
  warning: WarningOutlined,
  info: InfoOutlined,
  smile: SmileOutlined,
  setting: SettingOutlined,
};
