import { CopyOutlined, DeleteOutlined, FilterOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { App, Button, Checkbox, Empty, Form, Input, List, Modal, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import {
  MAX_NAME,
  MAX_VIEWS,
  removeView,
  saveView,
  toggleDefault,
  viewQuery,
  type SavedView,
  type ViewStore,
} from './views';

export const localViews = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The link that opens the list with a view's filters, for another operator or another day. */
export const viewLink = (pathname: string, query: string) =>
  `${window.location.origin}${pathname}${query ? `?${query}` : ''}`;

/**
 * The list's saved filter views: save the filters the table shows under a name (optionally as the default the list
 * opens with), apply one, copy its link, make it the default, delete it. Kept per operator and list (the store is
 * the view tabs', which show the same views).
 */
export default function SavedViews({
  store,
  onChange: update,
  pathname,
  onApply,
}: {
  store: ViewStore;
  onChange: (next: ViewStore) => void;
  pathname: string;
  onApply: (view: SavedView) => void;
}) {
  const intl = useIntl();
  const { message } = App.useApp();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ name: string; asDefault: boolean }>();
  const copy = async (query: string) => {
    try {
      await navigator.clipboard.writeText(viewLink(pathname, query));
      message.success(t('console.views.copied'));
    } catch {
      message.error(t('console.views.copyFailed'));
    }
  };
  const save = async () => {
    const { name, asDefault } = await form.validateFields();
    update(saveView(store, { name: name.trim(), query: viewQuery(window.location.search) }, !!asDefault));
    form.resetFields();
    message.success(t('console.views.saved', { name: name.trim() }));
  };
  const current = store.views.length;

  return (
    <>
      <Button icon={<FilterOutlined />} onClick={() => setOpen(true)}>
        {t('console.views')}
      </Button>
      <Modal open={open} title={t('console.views.title')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form form={form} name="savedView" layout="vertical" onFinish={save} requiredMark>
          <Form.Item
            name="name"
            label={t('console.views.name')}
            rules={[
              { required: true, whitespace: true, message: t('console.views.nameRequired') },
              { max: MAX_NAME, message: t('console.views.nameLong', { max: MAX_NAME }) },
              {
                validator: async (_, value?: string) => {
                  const exists = store.views.some((v) => v.name === value?.trim());
                  if (!exists && current >= MAX_VIEWS) throw new Error(t('console.views.full', { max: MAX_VIEWS }));
                },
              },
            ]}
            extra={t('console.views.saveHint')}
          >
            <Input maxLength={MAX_NAME + 10} autoComplete="off" />
          </Form.Item>
          <Space>
            <Form.Item name="asDefault" valuePropName="checked" noStyle>
              <Checkbox>{t('console.views.asDefault')}</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('console.views.save')}
            </Button>
            <Button icon={<CopyOutlined />} onClick={() => copy(viewQuery(window.location.search))}>
              {t('console.views.copyCurrent')}
            </Button>
          </Space>
        </Form>
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('console.views.saved.title')}
        </Typography.Title>
        {store.views.length ? (
          <List
            size="small"
            dataSource={store.views}
            renderItem={(view) => {
              const isDefault = store.defaultView === view.name;
              return (
                <List.Item
                  actions={[
                    <Tooltip
                      key="default"
                      title={t(isDefault ? 'console.views.unsetDefault' : 'console.views.setDefault')}
                    >
                      <Button
                        type="text"
                        size="small"
                        aria-label={`${t(isDefault ? 'console.views.unsetDefault' : 'console.views.setDefault')} ${view.name}`}
                        icon={isDefault ? <StarFilled /> : <StarOutlined />}
                        onClick={() => update(toggleDefault(store, view.name))}
                      />
                    </Tooltip>,
                    <Tooltip key="copy" title={t('console.views.copy')}>
                      <Button
                        type="text"
                        size="small"
                        aria-label={`${t('console.views.copy')} ${view.name}`}
                        icon={<CopyOutlined />}
                        onClick={() => copy(view.query)}
                      />
                    </Tooltip>,
                    <Tooltip key="delete" title={t('console.views.delete')}>
                      <Button
                        type="text"
                        size="small"
                        danger
                        aria-label={`${t('console.views.delete')} ${view.name}`}
                        icon={<DeleteOutlined />}
                        onClick={() => update(removeView(store, view.name))}
                      />
                    </Tooltip>,
                  ]}
                >
                  <Space>
                    <Typography.Link
                      onClick={() => {
                        setOpen(false);
                        onApply(view);
                      }}
                    >
                      {view.name}
                    </Typography.Link>
                    {isDefault ? <Tag color="orange">{t('console.views.default')}</Tag> : null}
                  </Space>
                </List.Item>
              );
            }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('console.views.empty')} />
        )}
      </Modal>
    </>
  );
}
