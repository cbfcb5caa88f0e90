import { chargeRequests } from '../../../resources/chargeRequests';
import { ResourceList } from '../../engine/ResourceList';

/**
 * Consent Requests (spec section 2): the generated charge requests list. The button to request
 * a code waits for the new-request route (`/users/charge-request/create`), which does not exist
 * yet.
 */
export const ChargeRequestsList = () => <ResourceList definition={chargeRequests} />;
