import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';

import { caseManagers } from '../../../resources/caseManagers';
import { ResourceCreateDialog } from '../../engine/ResourceCreateDialog';
import { ResourceList } from '../../engine/ResourceList';

/** The Case Managers tab: the generated list with its add-case-manager dialog. */
export const CaseManagersTab = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ResourceList
        definition={caseManagers}
        actions={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
            {translate('portal.case_managers.add')}
          </Button>
        }
      />
      <ResourceCreateDialog
        definition={caseManagers}
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={() => {
          setAdding(false);
          refresh();
        }}
      />
    </>
  );
};
