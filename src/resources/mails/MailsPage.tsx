import { mails } from '../../../resources/mails';
import { ResourceListPage } from '../../engine/ResourceListPage';

/** The mails list (spec section 2): search subject and recipients, sort by created. */
export const MailsPage = () => <ResourceListPage definition={mails} />;
