import Construction from '@mui/icons-material/Construction';

import { MessagePage } from './MessagePage';

/** A page that exists before its content: Invites reads 'Invites Works' (spec section 2). */
export const PlaceholderPage = ({ title, message }: { title: string; message: string }) => (
  <MessagePage inLayout icon={<Construction />} title={title} message={message} />
);
