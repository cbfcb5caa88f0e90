import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type GetListParams } from 'react-admin';

import type { ResourceDefinition } from '../../core/resourceDefinition';
import type { PortalDataProvider } from '../data/dataProvider';
import type { ResourceMeta } from '../data/resourcePath';
import { downloadFile } from './downloadFile';
import { ButtonSpinner } from '../shared/ButtonSpinner';

export interface ExportButtonProps {
  definition: ResourceDefinition;
  pathParams?: ResourceMeta['pathParams'];
  /** The list's applied search, filters and sort (its URL state). */
  filter: Record<string, unknown>;
  sort: GetListParams['sort'];
}

/**
 * Downloads the list as the server's CSV file: every row its search, filters and sort select,
 * all pages. Not react-admin's `<ExportButton>`, which reads the rows through `getList` (up to
 * `maxResults`, JSON in the browser) and writes the CSV itself: here the server streams the
 * file, with its cells neutralised, its headers in the reader's language and the export audited.
 */
export const ExportButton = ({ definition, pathParams, filter, sort }: ExportButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { file, filename } = await dataProvider.exportList(definition.name, {
        filter,
        sort,
        meta: { pathParams },
      });
      downloadFile(file, filename);
    } catch {
      notify('portal.list.export.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={busy ? <ButtonSpinner /> : <DownloadIcon />}
      disabled={busy}
      onClick={() => void run()}
    >
      {translate(busy ? 'portal.list.export.busy' : 'portal.list.export.button')}
    </Button>
  );
};
