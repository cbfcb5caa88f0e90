/* Generated from schemas/account-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
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
  $id: 'account-update.json',
  title: 'AccountUpdate',
  description:
    "PATCH users/{uuid}/ and case-managers/{uuid}/ (administrators): only the fields that change. `companies` (ids) applies to case managers only; `isActive: false` deactivates the account and ends its sessions, `true` reactivates it. A name sent null or blank is cleared, except a case manager's: their names are required (400). `role` follows the role rules (core/accountRoles.ts): 403 for a role this administrator may not give, 409 for one that would not take effect or an app user's account.",
  type: 'object',
  properties: {
    firstName: { type: ['string', 'null'], maxLength: 150 },
    lastName: { type: ['string', 'null'], maxLength: 150 },
    email: { $ref: 'email.json' },
    role: { $ref: 'role.json' },
    companies: {
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: 2147483647 },
      maxItems: 100,
    },
    isActive: {
      description: 'False once an administrator deactivated the account: it cannot sign in.',
      type: 'boolean',
    },
  },
  additionalProperties: false,
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'email.json',
  title: 'Email',
  description: 'An e-mail address.',
  type: 'string',
  format: 'email',
  maxLength: 254,
};
const schema33 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'role.json',
  title: 'Role',
  description:
    'Role code: AD administrator, QM quasi case manager, MG case manager, CA company administrator.',
  type: 'string',
  enum: ['AD', 'QM', 'MG', 'CA'],
};
const func1 = ucs2length;
const formats0 =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="account-update.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === 'firstName' ||
        key0 === 'lastName' ||
        key0 === 'email' ||
        key0 === 'role' ||
        key0 === 'companies' ||
        key0 === 'isActive'
      )) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.firstName !== undefined) {
      let data0 = data.firstName;
      if (typeof data0 !== 'string' && data0 !== null) {
        const err1 = {
          instancePath: instancePath + '/firstName',
          schemaPath: '#/properties/firstName/type',
          keyword: 'type',
          params: { type: schema31.properties.firstName.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
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
      }
    }
    if (data.lastName !== undefined) {
      let data1 = data.lastName;
      if (typeof data1 !== 'string' && data1 !== null) {
        const err3 = {
          instancePath: instancePath + '/lastName',
          schemaPath: '#/properties/lastName/type',
          keyword: 'type',
          params: { type: schema31.properties.lastName.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data1 === 'string') {
        if (func1(data1) > 150) {
          const err4 = {
            instancePath: instancePath + '/lastName',
            schemaPath: '#/properties/lastName/maxLength',
            keyword: 'maxLength',
            params: { limit: 150 },
            message: 'must NOT have more than 150 characters',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.email !== undefined) {
      let data2 = data.email;
      if (typeof data2 === 'string') {
        if (func1(data2) > 254) {
          const err5 = {
            instancePath: instancePath + '/email',
            schemaPath: 'email.json/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (!formats0.test(data2)) {
          const err6 = {
            instancePath: instancePath + '/email',
            schemaPath: 'email.json/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
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
          instancePath: instancePath + '/email',
          schemaPath: 'email.json/type',
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
    if (data.role !== undefined) {
      let data3 = data.role;
      if (typeof data3 !== 'string') {
        const err8 = {
          instancePath: instancePath + '/role',
          schemaPath: 'role.json/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (!(data3 === 'AD' || data3 === 'QM' || data3 === 'MG' || data3 === 'CA')) {
        const err9 = {
          instancePath: instancePath + '/role',
          schemaPath: 'role.json/enum',
          keyword: 'enum',
          params: { allowedValues: schema33.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.companies !== undefined) {
      let data4 = data.companies;
      if (Array.isArray(data4)) {
        if (data4.length > 100) {
          const err10 = {
            instancePath: instancePath + '/companies',
            schemaPath: '#/properties/companies/maxItems',
            keyword: 'maxItems',
            params: { limit: 100 },
            message: 'must NOT have more than 100 items',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data5 = data4[i0];
          if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5))) {
            const err11 = {
              instancePath: instancePath + '/companies/' + i0,
              schemaPath: '#/properties/companies/items/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
          if (typeof data5 == 'number') {
            if (data5 > 2147483647 || isNaN(data5)) {
              const err12 = {
                instancePath: instancePath + '/companies/' + i0,
                schemaPath: '#/properties/companies/items/maximum',
                keyword: 'maximum',
                params: { comparison: '<=', limit: 2147483647 },
                message: 'must be <= 2147483647',
              };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            if (data5 < 1 || isNaN(data5)) {
              const err13 = {
                instancePath: instancePath + '/companies/' + i0,
                schemaPath: '#/properties/companies/items/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1 },
                message: 'must be >= 1',
              };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          }
        }
      } else {
        const err14 = {
          instancePath: instancePath + '/companies',
          schemaPath: '#/properties/companies/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.isActive !== undefined) {
      if (typeof data.isActive !== 'boolean') {
        const err15 = {
          instancePath: instancePath + '/isActive',
          schemaPath: '#/properties/isActive/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
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
