import { TableCell } from '@mui/material';
import { useTranslate } from 'react-admin';

/** An answer column's header: the question's number and its wording as asked. */
export const QuestionHeader = ({
  questionnaire,
  n,
}: {
  questionnaire: 'phq8' | 'gad7' | 'wsas' | 'wellbeing';
  n: number;
}) => {
  const translate = useTranslate();
  return (
    <TableCell
      align="right"
      sx={{ minWidth: 150, maxWidth: 220, verticalAlign: 'bottom', fontSize: '0.75rem' }}
      data-question={`${questionnaire}-${n}`}
    >
      {`${n}. ${translate(`portal.journey.questions.${questionnaire}.${n}`)}`}
    </TableCell>
  );
};
