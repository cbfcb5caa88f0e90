/* Generated from schemas/charge-request-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
// @ts-nocheck: ajv's standalone output is plain JavaScript.
function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}
export const validate = validate20;
export default validate20;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'charge-request-update.json',
  title: 'ChargeRequestUpdate',
  description:
    "PATCH charge-requests/{id}/ (its creator and administrators, while its access code is unused): an amendment, only the fields that change. companyId is a company's id, null for none; designation is the creator's own for the new charge.",
  type: 'object',
  properties: {
    firstName: { type: 'string', minLength: 1, maxLength: 150 },
    lastName: { type: 'string', minLength: 1, maxLength: 150 },
    companyId: {
      description: 'Company id.',
      type: ['integer', 'null'],
      minimum: 1,
      maximum: 9007199254740991,
    },
    policyNumber: { type: ['string', 'null'], maxLength: 64 },
    designation: { $ref: 'designation.json' },
  },
  minProperties: 1,
  additionalProperties: false,
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'designation.json',
  title: 'Designation',
  description: 'The free-text role a supporter has for a charge, e.g. Case manager or OT.',
  type: 'string',
  minLength: 1,
  maxLength: 100,
};
const func1 = ucs2length;
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="charge-request-update.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (Object.keys(data).length < 1) {
      const err0 = {
        instancePath,
        schemaPath: '#/minProperties',
        keyword: 'minProperties',
        params: { limit: 1 },
        message: 'must NOT have fewer than 1 properties',
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'firstName' ||
        key0 === 'lastName' ||
        key0 === 'companyId' ||
        key0 === 'policyNumber' ||
        key0 === 'designation'
      )) {
        const err1 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.firstName !== undefined) {
      let data0 = data.firstName;
      if (typeof data0 === 'string') {
        if (func1(data0) > 150) {
          const err2 = {
            instancePath: instancePath + '/firstName',
            schemaPath: '#/properties/firstName/maxLength',
            keyword: 'maxLength',
            params: { limit: 150 },
            message: 'must NOT have more than 150 characters',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (func1(data0) < 1) {
          const err3 = {
            instancePath: instancePath + '/firstName',
            schemaPath: '#/properties/firstName/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + '/firstName',
          schemaPath: '#/properties/firstName/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.lastName !== undefined) {
      let data1 = data.lastName;
      if (typeof data1 === 'string') {
        if (func1(data1) > 150) {
          const err5 = {
            instancePath: instancePath + '/lastName',
            schemaPath: '#/properties/lastName/maxLength',
            keyword: 'maxLength',
            params: { limit: 150 },
            message: 'must NOT have more than 150 characters',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (func1(data1) < 1) {
          const err6 = {
            instancePath: instancePath + '/lastName',
            schemaPath: '#/properties/lastName/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/lastName',
          schemaPath: '#/properties/lastName/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.companyId !== undefined) {
      let data2 = data.companyId;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2)) && data2 !== null) {
        const err8 = {
          instancePath: instancePath + '/companyId',
          schemaPath: '#/properties/companyId/type',
          keyword: 'type',
          params: { type: schema31.properties.companyId.type },
          message: 'must be integer,null',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == 'number') {
        if (data2 > 9007199254740991 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/companyId',
            schemaPath: '#/properties/companyId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 9007199254740991 },
            message: 'must be <= 9007199254740991',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/companyId',
            schemaPath: '#/properties/companyId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.policyNumber !== undefined) {
      let data3 = data.policyNumber;
      if (typeof data3 !== 'string' && data3 !== null) {
        const err11 = {
          instancePath: instancePath + '/policyNumber',
          schemaPath: '#/properties/policyNumber/type',
          keyword: 'type',
          params: { type: schema31.properties.policyNumber.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data3 === 'string') {
        if (func1(data3) > 64) {
          const err12 = {
            instancePath: instancePath + '/policyNumber',
            schemaPath: '#/properties/policyNumber/maxLength',
            keyword: 'maxLength',
            params: { limit: 64 },
            message: 'must NOT have more than 64 characters',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.designation !== undefined) {
      let data4 = data.designation;
      if (typeof data4 === 'string') {
        if (func1(data4) > 100) {
          const err13 = {
            instancePath: instancePath + '/designation',
            schemaPath: 'designation.json/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (func1(data4) < 1) {
          const err14 = {
            instancePath: instancePath + '/designation',
            schemaPath: 'designation.json/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/designation',
          schemaPath: 'designation.json/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
  } else {
    const err16 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
