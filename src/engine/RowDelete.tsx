import type { RaRecord } from 'react-admin';

import { recordTitleOf } from '../../core/definitionColumns';
import type { ResourceDefinition } from '../../core/resourceDefinition';
import type { ResourceMeta } from '../data/resourcePath';
import { DeleteRecordButton } from './DeleteRecordButton';
import type { ListRecord } from './listTypes';

export interface RowDeleteProps {
  definition: ResourceDefinition;
  pathParams?: ResourceMeta['pathParams'];
  record: ListRecord;
}

/** A definition's delete on a list's row (`delete.onRow`), for records with no page of their own. */
export const RowDelete = ({ definition, pathParams, record }: RowDeleteProps) =>
  definition.delete ? (
    <DeleteRecordButton
      resource={definition.name}
      record={record as RaRecord}
      title={recordTitleOf(definition, record)}
      definition={definition.delete}
      pathParams={pathParams}
      onRow
    />
  ) : null;
