import { useIntl } from '@umijs/max';
import { Button, Image, List, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { saveBlob } from '@/request/download';
import { EnumBadge } from './renderers';
import { fetchDocument, type Row } from './api';
import type { ResourceDef } from './types';

export interface DocumentRef {
  id: string;
  kind: string;
  name: string;
  mime: string;
  size: number;
}

/** Only these show in the page (as an image: never as HTML or script); anything else is downloaded. */
const PREVIEWABLE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']);

const isDoc = (d: unknown): d is DocumentRef =>
  !!d &&
  typeof d === 'object' &&
  typeof (d as DocumentRef).id === 'string' &&
  typeof (d as DocumentRef).name === 'string';

/** A row's documents (KYB licence, ID, proof of address) with a preview fetched through the request layer. */
export default function Documents({ def, row, value }: { def: ResourceDef; row: Row; value: unknown }) {
  const intl = useIntl();
  const [busy, setBusy] = useState<string>();
  const [preview, setPreview] = useState<{ url: string; name: string }>();
  useEffect(() => () => preview && URL.revokeObjectURL(preview.url), [preview]);
  const docs = Array.isArray(value) ? value.filter(isDoc) : [];
  if (!docs.length) return <>-</>;

  const open = async (doc: DocumentRef) => {
    setBusy(doc.id);
    try {
      const file = await fetchDocument(def, String(row[def.rowKey]), doc.id);
      if (PREVIEWABLE.has(file.blob.type.split(';')[0])) {
        setPreview({ url: URL.createObjectURL(file.blob), name: doc.name });
      } else saveBlob(file.blob, file.fileName);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <>
      <List
        size="small"
        dataSource={docs}
        renderItem={(doc) => (
          <List.Item
            actions={[
              <Button key="open" size="small" loading={busy === doc.id} onClick={() => open(doc)}>
                {intl.formatMessage({ id: 'console.documents.preview' })}
              </Button>,
            ]}
          >
            <Space direction="vertical" size={0}>
              <EnumBadge enumKey="kybDocKind" code={doc.kind} />
              <Typography.Text type="secondary">
                {doc.name} · {Math.max(1, Math.round(doc.size / 1024))} KB
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
      {preview ? (
        <Image
          style={{ display: 'none' }}
          src={preview.url}
          alt={preview.name}
          preview={{ visible: true, onVisibleChange: (visible) => !visible && setPreview(undefined) }}
        />
      ) : null}
    </>
  );
}
