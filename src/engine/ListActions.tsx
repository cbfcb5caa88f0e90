import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { ListActionDefinition, ResourceDefinition } from '../../core/resourceDefinition';
import { useApiAction } from '../shared/useApiAction';

/**
 * The definition's list actions (`listActions`): a button each above the list, `POST
 * <path><name>/` on the caller's rows; the API's message is the notice and the resource's
 * queries are read again.
 */
export const ListActions = ({ definition }: { definition: ResourceDefinition }) => (
  <>
    {(definition.listActions ?? []).map((action) => (
      <ListAction key={action.name} definition={definition} action={action} />
    ))}
  </>
);

const ListAction = ({
  definition,
  action,
}: {
  definition: ResourceDefinition;
  action: ListActionDefinition;
}) => {
  const translate = useTranslate();
  const { run, pending } = useApiAction<undefined>({
    path: `${definition.path}${action.name}/`,
    notice: (_, answer) => (answer as { message: string }).message,
    invalidates: definition.name,
  });
  return (
    <Button variant="outlined" disabled={pending} onClick={() => void run(undefined)}>
      {translate(action.label)}
    </Button>
  );
};
