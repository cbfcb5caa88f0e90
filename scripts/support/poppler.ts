import type { DebianPackage } from './debianPackage';

/**
 * Debian's poppler-utils: pdfinfo, pdftotext and pdftoppm read the pages of a PDF the
 * end-to-end suite prints (the progress report), page by page.
 */
export const POPPLER: DebianPackage = { name: 'poppler-utils', binary: '/usr/bin/pdftotext' };
