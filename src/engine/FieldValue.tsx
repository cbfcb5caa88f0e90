import { Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { AttentionIcons } from '../resources/charges/attention/AttentionIcons';
import { LatestScore } from '../resources/charges/attention/LatestScore';
import { CollapsedList } from './CollapsedList';
import { EmailText } from './EmailText';
import { choiceKey, type ShownColumn } from '../../core/definitionColumns';
import { messageText } from '../../core/notifications';
import { recordLink } from './recordLink';
import { Empty, RelativeDate } from './RelativeDate';
import { StopRowEvents } from './StopRowEvents';
import { textOf } from './textOf';

type AnyRecord = Record<string, unknown>;

/**
 * One formatter for every number shown: `Number#toLocaleString` builds the browser's formatter
 * on each call, which was 60 ms of the users list's first render on a throttled phone.
 */
const numbers = new Intl.NumberFormat();

const itemText = (item: unknown, itemField: string | undefined): string =>
  itemField && typeof item === 'object' && item !== null
    ? textOf((item as AnyRecord)[itemField])
    : textOf(item);

/** One field of a record, shown by its declared type: the same in tables, cards and details. */
export const FieldValue = ({ column, record }: { column: ShownColumn; record: AnyRecord }) => {
  const translate = useTranslate();
  const value = record[column.field];
  switch (column.type) {
    case 'date':
    case 'datetime':
      return <RelativeDate value={value} withTime={column.type === 'datetime'} />;
    case 'list':
      return (
        <CollapsedList
          items={Array.isArray(value) ? value.map((item) => itemText(item, column.itemField)) : []}
        />
      );
    case 'choice': {
      const key = choiceKey(column, textOf(value));
      if (key) {
        return <>{translate(key, { _: textOf(value), smart_count: 1 })}</>;
      }
      return textOf(value) === '' ? <Empty /> : <>{textOf(value)}</>;
    }
    case 'boolean':
      return <>{translate(value === true ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
    case 'number':
      return typeof value === 'number' ? <>{numbers.format(value)}</> : <Empty />;
    case 'score':
      return <LatestScore value={value} />;
    case 'attention':
      return <AttentionIcons value={value} />;
    case 'message':
      return <>{messageText(translate, value)}</>;
    case 'text':
    case 'email': {
      const key = textOf(value);
      if (key === '') {
        return <Empty />;
      }
      const links = column.links;
      const text = (links?.labelField && textOf(record[links.labelField])) || key;
      const gone = links?.goneField && links.goneLabels?.[textOf(record[links.goneField])];
      if (gone) {
        return (
          <>
            {text}{' '}
            <Box component="span" sx={{ color: 'text.secondary' }} data-record-gone>
              ({translate(gone)})
            </Box>
          </>
        );
      }
      const path = links && recordLink(links, textOf(record[links.by]));
      return path ? (
        <StopRowEvents>
          <Link component={RouterLink} to={path.replace(':id', encodeURIComponent(key))}>
            {text}
          </Link>
        </StopRowEvents>
      ) : column.type === 'email' ? (
        <EmailText text={text} />
      ) : (
        <>{text}</>
      );
    }
  }
};
