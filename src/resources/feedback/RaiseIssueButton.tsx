import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Opens the new-issue form (route feedback-create). */
export const RaiseIssueButton = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/feedback/create" variant="contained" startIcon={<AddIcon />}>
      {translate('portal.issues.raise')}
    </Button>
  );
};
