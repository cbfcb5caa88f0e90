import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

import type { ActionDefinition } from '../../core/resourceDefinition';
import { useApi } from '../app/ApiContext';
import { errorMessageOf } from '../shared/errorCatalogue';
import { downloadFile, filenameOf } from './downloadFile';
import { ButtonSpinner } from '../shared/ButtonSpinner';

/** A whole archive is read on the server: it may take far longer than one page. */
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * A definition's `download` action on a detail page: one button that asks the API for the file
 * (audited there) and saves it under the name the API gives, with the action's notice.
 */
export const DeclaredDownload = ({ action, path }: { action: ActionDefinition; path: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { httpClient } = useApi();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { json, headers } = await httpClient<Blob>(path, {
        method: 'POST',
        accept: 'application/zip',
        timeoutMs: DOWNLOAD_TIMEOUT_MS,
      });
      downloadFile(json, filenameOf(headers.get('content-disposition'), `${action.name}.zip`));
      notify(action.success, { type: 'success' });
    } catch (error) {
      notify(errorMessageOf(error), { type: 'error' });
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
      {translate(action.label)}
    </Button>
  );
};
