import { GlobalStyles } from '@mui/material';
import { useTranslate } from 'react-admin';

import { cssContent, pageNumberContent } from './pageFoot';

/**
 * The report on paper (A4): the app bar, the side menu, the options and every button left
 * out, black on white whatever the theme, and each page's foot written by the browser from
 * CSS margin boxes (the print date on the left, "Page N of M" on the right), so the browser's
 * own Save as PDF numbers its pages too. Rendered only while the report page is open.
 */
export const PrintStyles = ({ printedOn }: { printedOn: string }) => {
  const translate = useTranslate();
  const foot = cssContent(translate('portal.report.printed_foot', { date: printedOn }));
  const pages = pageNumberContent((key, values) => translate(key, values));
  return (
    <GlobalStyles
      styles={`
@page {
  size: A4;
  margin: 16mm 14mm 18mm 14mm;
  @bottom-left { content: ${foot}; font: 9pt Roboto, Helvetica, Arial, sans-serif; color: #000; }
  @bottom-right { content: ${pages}; font: 9pt Roboto, Helvetica, Arial, sans-serif; color: #000; }
}
@media print {
  html, body { background: #fff !important; }
  .RaAppBar-root, .MuiAppBar-root, .RaSidebar-root, .MuiDrawer-root, [data-print='hide'] {
    display: none !important;
  }
  .RaLayout-appFrame { margin-top: 0 !important; }
  .RaLayout-content, .RaLayout-contentWithSidebar { padding: 0 !important; margin: 0 !important; }
  [data-report], [data-report] * {
    color: #000 !important;
    background: transparent !important;
    box-shadow: none !important;
  }
  [data-report] .MuiTableCell-root, [data-report] .MuiPaper-outlined { border-color: #999 !important; }
  [data-report] .MuiTableContainer-root { overflow: visible !important; }
  [data-report] tr, [data-report] figure, [data-report] [data-keep] { break-inside: avoid; }
  [data-report] h2, [data-report] h3 { break-after: avoid; }
}
`}
    />
  );
};
