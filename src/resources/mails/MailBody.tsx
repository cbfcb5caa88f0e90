import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

import type { Mail } from '../../../core/generated/mail';
import { MailFrame } from './MailFrame';

type View = 'html' | 'text';

/**
 * The mail's body as its recipients may see it: the HTML in a sandboxed frame, or the plain text
 * sent beside it. The chosen view lives in the URL (`?view=text`), so reload and Back keep it.
 */
export const MailBody = ({ mail }: { mail: Mail }) => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'text' ? 'text' : 'html';
  const choose = (next: View) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'html') {
          updated.delete('view');
        } else {
          updated.set('view', next);
        }
        return updated;
      },
      { replace: true },
    );
  const id = (v: View) => `mail-body-${v}`;
  return (
    <Box>
      <Tabs
        value={view}
        onChange={(_, next: View) => choose(next)}
        aria-label={translate('portal.mails.views')}
        sx={{ mb: 1 }}
      >
        <Tab
          value="html"
          label={translate('portal.mails.html')}
          id={`${id('html')}-tab`}
          aria-controls={id('html')}
        />
        <Tab
          value="text"
          label={translate('portal.mails.plain_text')}
          id={`${id('text')}-tab`}
          aria-controls={id('text')}
        />
      </Tabs>
      <Box role="tabpanel" id={id(view)} aria-labelledby={`${id(view)}-tab`}>
        {view === 'html' ? (
          <MailFrame html={mail.bodyHtml} />
        ) : (
          <Box
            component="pre"
            // Scrolls on its own: focusable so a keyboard can scroll it.
            tabIndex={0}
            sx={{
              m: 0,
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              color: 'text.primary',
              fontFamily: 'monospace',
              fontSize: '0.875rem',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              maxHeight: { xs: '60vh', md: '65vh' },
              overflow: 'auto',
            }}
          >
            {mail.bodyText}
          </Box>
        )}
      </Box>
    </Box>
  );
};
