import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import { downloadFile } from '../../engine/downloadFile';

/** The recovery codes as the copied text and the downloaded file hold them: one per line. */
export const recoveryCodesText = (codes: readonly string[]) => `${codes.join('\n')}\n`;

export const RECOVERY_CODES_FILE = 'recovery-codes.txt';

/**
 * The ten recovery codes, shown this once: listed, copied to the clipboard or saved as a text
 * file, so they can be kept somewhere safe without typing them out.
 */
export const RecoveryCodes = ({ codes }: { codes: readonly string[] }) => {
  const translate = useTranslate();
  const [notice, setNotice] = useState<'copied' | 'copy_failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCodesText(codes));
      setNotice('copied');
    } catch {
      // The browser refused the clipboard: the codes stay on screen, and the file is offered.
      setNotice('copy_failed');
    }
  };
  return (
    <>
      <Box
        component="ul"
        aria-label={translate('portal.profile.mfa.recovery_codes')}
        sx={{ fontFamily: 'monospace', columns: 2, pl: 3 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('portal.profile.recovery_codes.copy')}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() =>
            downloadFile(
              new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' }),
              RECOVERY_CODES_FILE,
            )
          }
        >
          {translate('portal.profile.recovery_codes.download')}
        </Button>
      </Stack>
      {notice && (
        <Alert severity={notice === 'copied' ? 'success' : 'warning'} role="status" sx={{ mt: 1 }}>
          {translate(`portal.profile.recovery_codes.${notice}`)}
        </Alert>
      )}
    </>
  );
};
