import { DownloadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button } from 'antd';
import { useState } from 'react';
import { exportRows, type Query } from './api';
import type { ResourceDef } from './types';

/** The list's export: the rows of the current filter (`query()` at the click), as the server writes them. */
export default function ExportButton({ def, query }: { def: ResourceDef; query: () => Query }) {
  const intl = useIntl();
  const [exporting, setExporting] = useState(false);
  const doExport = async () => {
    setExporting(true);
    try {
      await exportRows(def, query());
    } catch {
      // shown by the request layer
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={exporting} onClick={doExport}>
      {intl.formatMessage({ id: 'console.export' })}
    </Button>
  );
}
