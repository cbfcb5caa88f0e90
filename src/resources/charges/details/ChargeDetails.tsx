import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';

import { charges } from '../../../../resources/charges';
import { useListReturnPath } from '../../../engine/useListReturnPath';
import { JourneyTab } from '../../../journey/JourneyTab';
import type { ChargeDetail } from '../../../../core/generated/charge-detail';
import { DetailPage } from '../../DetailPage';
import { CONSENT_REASON_ID, ChargeConsent } from './ChargeConsent';
import { ChargeEpisode } from './ChargeEpisode';
import { ChargeProfile } from './ChargeProfile';
import { ChargeNotes } from '../notes/ChargeNotes';
import { chargeTabOf, journeyAllowed, type ChargeTab } from './chargeTab';

/**
 * Charge details (spec section 2): title, back to My Users, tabs journey and profile. Without
 * consent the journey tab is disabled and never rendered, so its data is not even asked for;
 * the page shows my consent, its Request or Cancel action and why the tab is closed.
 */
export const ChargeDetails = () => {
  // The users resource's detail route: `/users/:id`, the charge's uuid.
  const { id: uuid } = useParams();
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const back = useListReturnPath(charges.name, '/users', { tab: '0' });
  return (
    <DetailPage<ChargeDetail>
      resource={charges.name}
      id={uuid}
      back={back}
      title={(record) => record.fullName.trim() || record.email}
    >
      {(record) => {
        const tab = chargeTabOf(params.get('tab'), record.consentStatus);
        return (
          <>
            <ChargeConsent charge={record} />
            <ChargeEpisode charge={record} />
            <Tabs
              value={tab}
              onChange={(_, value: ChargeTab) => setParams({ tab: value }, { replace: true })}
            >
              <Tab
                value="journey"
                label={translate('portal.charges.details.tabs.journey')}
                disabled={!journeyAllowed(record.consentStatus)}
                aria-describedby={
                  journeyAllowed(record.consentStatus) ? undefined : CONSENT_REASON_ID
                }
              />
              <Tab value="notes" label={translate('portal.case_notes.tab')} />
              <Tab value="profile" label={translate('portal.charges.details.tabs.profile')} />
            </Tabs>
            {tab === 'journey' && <JourneyTab uuid={record.uuid} />}
            {tab === 'notes' && (
              <ChargeNotes uuid={record.uuid} canWrite={journeyAllowed(record.consentStatus)} />
            )}
            {tab === 'profile' && <ChargeProfile charge={record} />}
          </>
        );
      }}
    </DetailPage>
  );
};
