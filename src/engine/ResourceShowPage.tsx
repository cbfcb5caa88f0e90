import { Card, CardContent } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';

import { recordTitleOf } from '../../core/definitionColumns';
import type { ResourceDefinition } from '../../core/resourceDefinition';
import { DetailPage } from '../resources/DetailPage';
import { DetailFields } from './DetailFields';
import { RecordActions } from './RecordActions';
import { useListReturnPath } from './useListReturnPath';

/**
 * The generated detail page: the declared detail fields, titled by the card-title field, with the
 * definition's edit and delete actions.
 */
export const ResourceShowPage = ({ definition }: { definition: ResourceDefinition }) => {
  const { id } = useParams();
  const back = useListReturnPath(definition.name, `/${definition.name}`);
  const title = (record: RaRecord) => recordTitleOf(definition, record);
  return (
    <DetailPage<RaRecord> resource={definition.name} id={id} back={back} title={title}>
      {(record) => (
        <>
          <RecordActions definition={definition} record={record} title={title(record)} />
          <Card variant="outlined">
            <CardContent>
              <DetailFields definition={definition} record={record} />
            </CardContent>
          </Card>
        </>
      )}
    </DetailPage>
  );
};
