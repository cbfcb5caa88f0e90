import { charges } from '../../../resources/charges';
import { ResourceList } from '../../engine/ResourceList';
import { AttentionSummaryBar } from './attention/AttentionSummaryBar';
import { ConsentStatusCell } from './ConsentStatusCell';

const cells = { consentStatus: ConsentStatusCell };

/**
 * My Users (spec section 2): the generated charges list with the consent status cell, and the
 * triage summary on top.
 */
export const ChargesList = () => (
  <ResourceList
    definition={charges}
    cells={cells}
    header={(list) => <AttentionSummaryBar {...list} />}
  />
);
