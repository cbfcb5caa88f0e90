import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

import { StatusBox } from '../../shared/StatusBox';
import { sectionId, type JourneySection } from '../sections';
import { InfoDialog } from './InfoDialog';
import type { PanelState } from './panelState';

export interface JourneyPanelProps {
  section: JourneySection;
  state: PanelState;
  /** No data for this panel: the spec's empty text instead of the content. */
  empty: boolean;
  /** Controls beside the title (period selector, details switch). */
  actions?: ReactNode;
  /** The values its info text interpolates. */
  infoArgs?: Record<string, number>;
  children?: ReactNode;
}

/** One journey section: titled card with its info dialog and loading and empty states. */
export const JourneyPanel = ({
  section,
  state,
  empty,
  actions,
  infoArgs,
  children,
}: JourneyPanelProps) => {
  const translate = useTranslate();
  const title = `portal.journey.sections.${section}`;
  const headingId = `${sectionId(section)}-title`;
  return (
    <Card
      component="section"
      id={sectionId(section)}
      aria-labelledby={headingId}
      variant="outlined"
      data-section={section}
      sx={{ scrollMarginTop: 80 }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {translate(title)}
          </Typography>
          <InfoDialog title={title} text={`portal.journey.info.${section}`} args={infoArgs} />
          {state.status === 'ready' && !empty && actions && (
            <Box
              sx={{ ml: 'auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
            >
              {actions}
            </Box>
          )}
        </Box>
        {state.status === 'loading' && (
          <Skeleton variant="rounded" height={160} data-testid="panel-loading" />
        )}
        {state.status === 'ready' &&
          (empty ? <StatusBox variant="info" message="portal.journey.empty" /> : children)}
      </CardContent>
    </Card>
  );
};
