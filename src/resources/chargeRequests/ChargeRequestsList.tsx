import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import { chargeRequests } from '../../../resources/chargeRequests';
import { ResourceList } from '../../engine/ResourceList';

/** Consent Requests (spec section 2): the generated list, with the button to request a code. */
export const ChargeRequestsList = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <ResourceList
      definition={chargeRequests}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => void navigate('/users/charge-request/create')}
        >
          {translate('portal.charges.new_request.button')}
        </Button>
      }
    />
  );
};
