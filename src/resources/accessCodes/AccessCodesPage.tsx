import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import { accessCodes } from '../../../resources/accessCodes';
import { ResourceListPage } from '../../engine/ResourceListPage';

/** The access codes list (spec section 2) with its add button. */
export const AccessCodesPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <ResourceListPage
      definition={accessCodes}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => navigate('/access-codes/add')}
        >
          {translate('portal.access_codes.add')}
        </Button>
      }
    />
  );
};
