import { describe, expect, it } from 'vitest';

import { caseManagerCharges } from '../../resources/caseManagerCharges';
import { accessCodes } from '../../resources/accessCodes';
import { resourcePath, withId } from './resourcePath';

describe('resourcePath', () => {
  it('fills path placeholders from meta.pathParams, encoded', () => {
    expect(resourcePath(caseManagerCharges, { pathParams: { uuid: 'a/b' } })).toBe(
      'case-managers/a%2Fb/charges/',
    );
  });

  it('refuses a missing placeholder value', () => {
    expect(() => resourcePath(caseManagerCharges)).toThrow(/pathParams.uuid/);
  });

  it('adds an action under the collection', () => {
    expect(resourcePath(accessCodes, { action: 'bulk-create/' })).toBe(
      'admin/access-codes/bulk-create/',
    );
  });
});

describe('withId', () => {
  it("gives records without an id the declared id field's value", () => {
    expect(withId(caseManagerCharges, { uuid: 'u1', email: 'a@b.c' })).toEqual({
      id: 'u1',
      uuid: 'u1',
      email: 'a@b.c',
    });
    expect(withId(accessCodes, { id: 4 })).toEqual({ id: 4 });
  });
});
