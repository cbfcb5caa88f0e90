import { Card, CardContent } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';

import type { ResourceDefinition } from '../../core/resourceDefinition';
import { DetailPage } from '../resources/DetailPage';
import { DetailFields } from './DetailFields';
import { RecordActions } from './RecordActions';
import { textOf } from './textOf';
import { useListReturnPath } from './useListReturnPath';

/**
 * The generated detail page: the declared detail fields, titled by the card-title field, with the
 * definition's edit and delete actions.
 */
export const ResourceShowPage = ({ definition }: { definition: ResourceDefinition }) => {
  const { id } = useParams();
  const back = useListReturnPath(definition.name, `/${definition.name}`);
  const titleField = definition.cardTitle ?? definition.columns[0]?.field ?? 'id';
  const title = (record: RaRecord) => textOf(record[titleField]);
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
