/* Generated from schemas/charge-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
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
  $id: 'charge-update.json',
  title: 'ChargeUpdate',
  description:
    "PATCH charges/{uuid}/ (administrators and the charge's supporters): a correction of the charge's profile, only the fields that change. companyId is a company's id, null for none.",
  type: 'object',
  properties: {
    firstName: { type: 'string', minLength: 1, maxLength: 150 },
    lastName: { type: 'string', minLength: 1, maxLength: 150 },
    nickname: { type: ['string', 'null'], maxLength: 150 },
    companyId: {
      description: 'Company id.',
      type: ['integer', 'null'],
      minimum: 1,
      maximum: 9007199254740991,
    },
    policy: { type: ['string', 'null'], maxLength: 64 },
    gender: { type: ['string', 'null'], maxLength: 50 },
    isEmployed: { type: ['boolean', 'null'] },
  },
  minProperties: 1,
  additionalProperties: false,
};
const func1 = ucs2length;
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="charge-update.json" */ let vErrors = null;
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
        key0 === 'nickname' ||
        key0 === 'companyId' ||
        key0 === 'policy' ||
        key0 === 'gender' ||
        key0 === 'isEmployed'
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
    if (data.nickname !== undefined) {
      let data2 = data.nickname;
      if (typeof data2 !== 'string' && data2 !== null) {
        const err8 = {
          instancePath: instancePath + '/nickname',
          schemaPath: '#/properties/nickname/type',
          keyword: 'type',
          params: { type: schema31.properties.nickname.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 === 'string') {
        if (func1(data2) > 150) {
          const err9 = {
            instancePath: instancePath + '/nickname',
            schemaPath: '#/properties/nickname/maxLength',
            keyword: 'maxLength',
            params: { limit: 150 },
            message: 'must NOT have more than 150 characters',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.companyId !== undefined) {
      let data3 = data.companyId;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3)) && data3 !== null) {
        const err10 = {
          instancePath: instancePath + '/companyId',
          schemaPath: '#/properties/companyId/type',
          keyword: 'type',
          params: { type: schema31.properties.companyId.type },
          message: 'must be integer,null',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data3 == 'number') {
        if (data3 > 9007199254740991 || isNaN(data3)) {
          const err11 = {
            instancePath: instancePath + '/companyId',
            schemaPath: '#/properties/companyId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 9007199254740991 },
            message: 'must be <= 9007199254740991',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data3 < 1 || isNaN(data3)) {
          const err12 = {
            instancePath: instancePath + '/companyId',
            schemaPath: '#/properties/companyId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
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
    if (data.policy !== undefined) {
      let data4 = data.policy;
      if (typeof data4 !== 'string' && data4 !== null) {
        const err13 = {
          instancePath: instancePath + '/policy',
          schemaPath: '#/properties/policy/type',
          keyword: 'type',
          params: { type: schema31.properties.policy.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data4 === 'string') {
        if (func1(data4) > 64) {
          const err14 = {
            instancePath: instancePath + '/policy',
            schemaPath: '#/properties/policy/maxLength',
            keyword: 'maxLength',
            params: { limit: 64 },
            message: 'must NOT have more than 64 characters',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.gender !== undefined) {
      let data5 = data.gender;
      if (typeof data5 !== 'string' && data5 !== null) {
        const err15 = {
          instancePath: instancePath + '/gender',
          schemaPath: '#/properties/gender/type',
          keyword: 'type',
          params: { type: schema31.properties.gender.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data5 === 'string') {
        if (func1(data5) > 50) {
          const err16 = {
            instancePath: instancePath + '/gender',
            schemaPath: '#/properties/gender/maxLength',
            keyword: 'maxLength',
            params: { limit: 50 },
            message: 'must NOT have more than 50 characters',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.isEmployed !== undefined) {
      let data6 = data.isEmployed;
      if (typeof data6 !== 'boolean' && data6 !== null) {
        const err17 = {
          instancePath: instancePath + '/isEmployed',
          schemaPath: '#/properties/isEmployed/type',
          keyword: 'type',
          params: { type: schema31.properties.isEmployed.type },
          message: 'must be boolean,null',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
  } else {
    const err18 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err18];
    } else {
      vErrors.push(err18);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
