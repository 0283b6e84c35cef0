import { DownloadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button } from 'antd';
import { useState } from 'react';
import { exportRows, type Query } from './api';
import type { ExportJob } from './exportJob';
import ExportJobDialog from './ExportJobDialog';
import type { ResourceDef } from './types';

/**
 * The list's export: the rows of the current filter (`query()` at the click), as the server writes them. More than
 * the server answers at once run as a background job: its dialog follows it and downloads the file when written.
 */
export default function ExportButton({ def, query }: { def: ResourceDef; query: () => Query }) {
  const intl = useIntl();
  const [exporting, setExporting] = useState(false);
  const [job, setJob] = useState<ExportJob>();
  const doExport = async () => {
    setExporting(true);
    try {
      const answer = await exportRows(def, query());
      if ('result' in answer) setJob(answer.result);
    } catch {
      // shown by the request layer
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={doExport}>
        {intl.formatMessage({ id: 'console.export' })}
      </Button>
      {job && <ExportJobDialog key={job.job_id} job={job} onClose={() => setJob(undefined)} />}
    </>
  );
}
