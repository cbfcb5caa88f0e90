import { describe, expect, it } from 'vitest';

import { codesFromFile, csvRows } from './codeFile';

describe('codesFromFile', () => {
  it('reads the code column of a CSV with a header, ignoring the other columns', () => {
    expect(codesFromFile('code,note\nAUDIT-H1,first batch\naudit-h2,"second, late"\n')).toEqual([
      'AUDIT-H1',
      'AUDIT-H2',
    ]);
  });

  it('finds the code column in any place and any case, with ; or tab separators', () => {
    expect(codesFromFile('note;Code\r\nfirst;ab cd-1\r\n;EFGH-2\r\n')).toEqual([
      'ABCD-1',
      'EFGH-2',
    ]);
    expect(codesFromFile('id\tCODE\tnote\n1\tx-1\ta\n2\t\tb\n3\t"y-2"\tc')).toEqual(['X-1', 'Y-2']);
  });

  it('reads a single code column with its header', () => {
    expect(codesFromFile('CODE\nabcd-1234\n"efgh-5678"\n')).toEqual(['ABCD-1234', 'EFGH-5678']);
  });

  it('reads one code per line when there is no header', () => {
    expect(codesFromFile('abcd-1234\r\n\r\n "efgh 5678" \nIJKL-9\n')).toEqual([
      'ABCD-1234',
      'EFGH5678',
      'IJKL-9',
    ]);
  });

  it('reads the first column only of a file without a header', () => {
    expect(codesFromFile('UXCB-0001,batch 2\nuxcb-0002,"batch, 3"\n')).toEqual([
      'UXCB-0001',
      'UXCB-0002',
    ]);
    expect(codesFromFile('UXCB-0001;batch 2\r\nUXCB-0002;\r\n')).toEqual([
      'UXCB-0001',
      'UXCB-0002',
    ]);
    expect(codesFromFile('UXCB-0001\tbatch 2\n')).toEqual(['UXCB-0001']);
  });

  it('keeps duplicates for the form to report', () => {
    expect(codesFromFile('code,note\nA-1,x\nA-1,y\n')).toEqual(['A-1', 'A-1']);
  });

  it('reads nothing from an empty file or a header alone', () => {
    expect(codesFromFile('')).toEqual([]);
    expect(codesFromFile('code,note\n')).toEqual([]);
  });
});

describe('csvRows', () => {
  it('unquotes cells, keeps separators and line breaks inside quotes, drops blank rows', () => {
    expect(csvRows('a,"b,c"\n\n"d ""e""","f\ng"\r\n', ',')).toEqual([
      ['a', 'b,c'],
      ['d "e"', 'f\ng'],
    ]);
  });
});
