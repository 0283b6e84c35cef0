import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { ATTR_CACHE_MAP, serialize } from '@ant-design/cssinjs/es/util/cacheMapUtil';
import { PageContainer, ProCard, ProLayout, ProTable } from '@ant-design/pro-components';
import {
  Alert,
  App,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Layout,
  List,
  Modal,
  Pagination,
  Popconfirm,
  Popover,
  Progress,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  Timeline,
  Tooltip,
  Typography,
} from 'antd';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import defaultSettings from './defaultSettings';
import theme from './theme';

/**
 * The components whose styles the build writes to a stylesheet (config/staticStylesPlugin.ts), rendered once in
 * Node as the app renders them: Umi's antd plugin's ConfigProvider with config/theme.ts (`.umirc.ts`), in it
 * ProLayout with the layout's settings (config/defaultSettings.ts, src/app.tsx; its sider has a theme of its own), in
 * it the pages' components. antd's CSS-in-JS keys each style by its theme's token and the component; a browser that
 * has the stylesheet finds the key listed in it and generates nothing for that component (src/layouts/staticStyles.ts).
 *
 * Which components: those of the frame, of Home and of every list page with its filters (a walk of the menu listed
 * them), and the small ones of the forms, dialogs and record pages. A component left out, or under another theme, has
 * its styles generated in the browser as before: slower, never wrong. Large ones that few pages use (Calendar, Image,
 * Tree, Upload, Mentions) stay out, as their bytes would load with every signed-in start.
 */
function Components() {
  const items = [{ key: 'a', label: 'a' }];
  return (
    <App>
      <Layout />
      <Form>
        <Form.Item label="a" help="b">
          <Input />
        </Form.Item>
      </Form>
      <Input.Search />
      <Input.TextArea />
      <Input.Password />
      <InputNumber />
      <Button>a</Button>
      <Dropdown menu={{ items }}>
        <span />
      </Dropdown>
      <Breadcrumb items={[{ title: 'a' }]} />
      <Descriptions items={[{ label: 'a', children: 'b' }]} />
      <Typography.Text>a</Typography.Text>
      <Space>
        <span />
      </Space>
      <Space.Compact />
      <Flex />
      <Divider />
      <Card>a</Card>
      <Spin />
      <Table columns={[{ title: 'a', dataIndex: 'a' }]} dataSource={[{ a: 1, key: 1 }]} />
      <Pagination total={100} />
      <Row>
        <Col span={1} />
      </Row>
      <Badge count={1} />
      <Tag color="success">a</Tag>
      <List dataSource={[1]} renderItem={() => <List.Item>a</List.Item>} />
      <Skeleton />
      <Tabs items={[{ key: 'a', label: 'a' }]} />
      <Select />
      <DatePicker />
      <DatePicker.RangePicker />
      <Checkbox />
      <Checkbox.Group options={['a']} />
      <Radio />
      <Radio.Group options={['a']} />
      <Switch />
      <Segmented options={['a']} />
      <Tooltip title="a">
        <span />
      </Tooltip>
      <Popover content="a">
        <span />
      </Popover>
      <Popconfirm title="a">
        <span />
      </Popconfirm>
      <Modal />
      <Drawer />
      <Alert message="a" />
      <Result />
      <Empty />
      <Statistic value={1} />
      <Progress percent={1} />
      <Timeline items={[{ children: 'a' }]} />
      <Avatar />
    </App>
  );
}

/** What the sider's foot draws (src/layouts/SiderFooter.tsx), under the sider's theme. */
function SiderParts() {
  return (
    <>
      <Button>a</Button>
      <Dropdown menu={{ items: [] }}>
        <span />
      </Dropdown>
      <Badge count={1} />
      <Popover content="a">
        <span />
      </Popover>
      <Tooltip title="a">
        <span />
      </Tooltip>
      <Modal />
    </>
  );
}

/** As the app's layout gives them to ProLayout (src/.umi/plugin-layout/Layout.tsx, then src/app.tsx's `layout`). */
const LAYOUT = {
  ...defaultSettings,
  colorPrimary: undefined,
  siderWidth: 256,
  fixSiderbar: true,
  fixedHeader: true,
  disableContentMargin: true,
  route: { path: '/', routes: [{ path: '/a', name: 'a', routes: [{ path: '/a/b', name: 'b' }] }] },
  location: { pathname: '/a/b' },
  // Not loading: the menu's items are drawn at once (the app's come from its routes too).
  menu: { locale: false, loading: false },
};

/**
 * The stylesheet's text: every style the components inserted, with its animations, in the order a browser's first
 * render inserts them (a child's before its parent's: pro-components' page container overrides its page header's
 * padding by coming after it), and the list of their keys that antd's CSS-in-JS reads (as @ant-design/cssinjs's
 * extractStyle writes it). Rendered by React DOM into the document that config/staticStylesPlugin.ts sets up (jsdom),
 * so that antd inserts the styles as in a browser.
 */
export function generate(): string {
  const cache = createCache();
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  flushSync(() =>
    root.render(
      <StyleProvider cache={cache}>
        <ConfigProvider theme={theme}>
          <ProLayout {...LAYOUT} menuFooterRender={() => <SiderParts />}>
            <PageContainer>
              <ProTable
                rowKey="a"
                columns={[
                  { title: 'a', dataIndex: 'a' },
                  { title: 'b', dataIndex: 'b', valueType: 'dateRange' },
                ]}
                dataSource={[{ a: 1 }]}
                rowSelection={{}}
              />
              <ProCard title="a">b</ProCard>
              <Components />
            </PageContainer>
          </ProLayout>
        </ConfigProvider>
      </StyleProvider>,
    ),
  );
  const paths: Record<string, string> = {};
  for (const key of cache.cache.keys()) {
    if (key.startsWith('style%')) paths[key.slice('style%'.length).replace(/%/g, '|')] = cache.cache.get(key)![1][2];
  }
  // What antd's CSS-in-JS inserted (its elements carry their style's id), not the icons' own base style.
  const text = [...document.head.querySelectorAll('style[data-css-hash]')].map((style) => style.textContent).join('');
  root.unmount();
  return `${text}.${ATTR_CACHE_MAP}{content:"${serialize(paths)}";}`;
}
