import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

import { ATTENTION_CODES } from '../../../../core/attention';
import { FlagIcon } from './FlagIcon';
import { flagName, flagReason } from './attentionText';
import { WhatFlagsAreNot } from './WhatFlagsAreNot';

/** The flags' legend: each flag with its reason, and what no flag does. */
export const AttentionLegend = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button size="small" startIcon={<InfoOutlinedIcon />} onClick={() => setOpen(true)}>
        {translate('portal.attention.legend.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('portal.attention.legend.title')}</DialogTitle>
        {/* Focusable, so a keyboard can scroll it on a phone (axe scrollable-region-focusable). */}
        <DialogContent tabIndex={0}>
          <Box component="dl" sx={{ m: 0 }}>
            {ATTENTION_CODES.map((code) => {
              const [key, values] = flagReason(code);
              return (
                <Box key={code} sx={{ mb: 1.5 }}>
                  <Typography
                    component="dt"
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
                  >
                    <FlagIcon code={code} fontSize="small" color="warning" />
                    {translate(flagName(code))}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ ml: 4 }}>
                    {translate(key, values)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('portal.attention.legend.only_consent')}
          </Typography>
          <WhatFlagsAreNot />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>
            {translate('portal.attention.legend.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
