/* Generated from schemas/access-code-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
// @ts-nocheck: ajv's standalone output is plain JavaScript.
import { schemaFormats } from '../../schemaFormats';

export const validate = validate20;
export default validate20;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'access-code-create.json',
  title: 'AccessCodeCreate',
  description: 'POST admin/access-codes/.',
  type: 'object',
  properties: {
    code: { $ref: 'access-code-value.json' },
    created_for: {
      description: 'Carer id.',
      type: ['integer', 'null'],
      minimum: 1,
      maximum: 9007199254740991,
    },
    assigned_at: { type: ['string', 'null'], format: 'date-time' },
    used_by: {
      description: 'Charge id.',
      type: ['integer', 'null'],
      minimum: 1,
      maximum: 9007199254740991,
    },
    used_at: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['code'],
  additionalProperties: false,
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'access-code-value.json',
  title: 'AccessCodeValue',
  description: 'An access code: uppercase letters, digits and dashes, 4 to 32 characters.',
  type: 'string',
  pattern: '^[A-Z0-9-]{4,32}$',
};
const pattern4 = new RegExp('^[A-Z0-9-]{4,32}$', 'u');
const formats0 = schemaFormats['date-time'];
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="access-code-create.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.code === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'code' },
        message: "must have required property '" + 'code' + "'",
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
        key0 === 'code' ||
        key0 === 'created_for' ||
        key0 === 'assigned_at' ||
        key0 === 'used_by' ||
        key0 === 'used_at'
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
    if (data.code !== undefined) {
      let data0 = data.code;
      if (typeof data0 === 'string') {
        if (!pattern4.test(data0)) {
          const err2 = {
            instancePath: instancePath + '/code',
            schemaPath: 'access-code-value.json/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Z0-9-]{4,32}$' },
            message: 'must match pattern "' + '^[A-Z0-9-]{4,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + '/code',
          schemaPath: 'access-code-value.json/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.created_for !== undefined) {
      let data1 = data.created_for;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1)) && data1 !== null) {
        const err4 = {
          instancePath: instancePath + '/created_for',
          schemaPath: '#/properties/created_for/type',
          keyword: 'type',
          params: { type: schema31.properties.created_for.type },
          message: 'must be integer,null',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data1 == 'number') {
        if (data1 > 9007199254740991 || isNaN(data1)) {
          const err5 = {
            instancePath: instancePath + '/created_for',
            schemaPath: '#/properties/created_for/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 9007199254740991 },
            message: 'must be <= 9007199254740991',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          const err6 = {
            instancePath: instancePath + '/created_for',
            schemaPath: '#/properties/created_for/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.assigned_at !== undefined) {
      let data2 = data.assigned_at;
      if (typeof data2 !== 'string' && data2 !== null) {
        const err7 = {
          instancePath: instancePath + '/assigned_at',
          schemaPath: '#/properties/assigned_at/type',
          keyword: 'type',
          params: { type: schema31.properties.assigned_at.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data2 === 'string') {
        if (!formats0.validate(data2)) {
          const err8 = {
            instancePath: instancePath + '/assigned_at',
            schemaPath: '#/properties/assigned_at/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
    if (data.used_by !== undefined) {
      let data3 = data.used_by;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3)) && data3 !== null) {
        const err9 = {
          instancePath: instancePath + '/used_by',
          schemaPath: '#/properties/used_by/type',
          keyword: 'type',
          params: { type: schema31.properties.used_by.type },
          message: 'must be integer,null',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data3 == 'number') {
        if (data3 > 9007199254740991 || isNaN(data3)) {
          const err10 = {
            instancePath: instancePath + '/used_by',
            schemaPath: '#/properties/used_by/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 9007199254740991 },
            message: 'must be <= 9007199254740991',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data3 < 1 || isNaN(data3)) {
          const err11 = {
            instancePath: instancePath + '/used_by',
            schemaPath: '#/properties/used_by/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.used_at !== undefined) {
      let data4 = data.used_at;
      if (typeof data4 !== 'string' && data4 !== null) {
        const err12 = {
          instancePath: instancePath + '/used_at',
          schemaPath: '#/properties/used_at/type',
          keyword: 'type',
          params: { type: schema31.properties.used_at.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data4 === 'string') {
        if (!formats0.validate(data4)) {
          const err13 = {
            instancePath: instancePath + '/used_at',
            schemaPath: '#/properties/used_at/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
