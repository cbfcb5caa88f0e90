/* Generated from schemas/attention-acknowledgement-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
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
  $id: 'attention-acknowledgement-create.json',
  title: 'AttentionAcknowledgementCreate',
  description: 'POST charges/{uuid}/attention/: acknowledge a raised flag with a short note.',
  type: 'object',
  properties: {
    code: { $ref: 'attention-code.json' },
    note: { type: 'string', minLength: 1, maxLength: 500 },
  },
  required: ['code', 'note'],
  additionalProperties: false,
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'attention-code.json',
  title: 'AttentionCode',
  description:
    'A triage flag (core/attention.ts): severe_score (latest PHQ-8 >= 20, GAD-7 >= 15 or WSAS >= 20), reliable_deterioration (latest reliably worse than the first), low_mood (mood 1 or 2 on the last five check-ins), disengaged (no session for 14 days or more), overdue_questionnaire (no PHQ-8 for 21 days).',
  type: 'string',
  enum: [
    'severe_score',
    'reliable_deterioration',
    'low_mood',
    'disengaged',
    'overdue_questionnaire',
  ],
};
const func1 = ucs2length;
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="attention-acknowledgement-create.json" */ let vErrors = null;
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
    if (data.note === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'note' },
        message: "must have required property '" + 'note' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'code' || key0 === 'note')) {
        const err2 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.code !== undefined) {
      let data0 = data.code;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/code',
          schemaPath: 'attention-code.json/type',
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
      if (!(
        data0 === 'severe_score' ||
        data0 === 'reliable_deterioration' ||
        data0 === 'low_mood' ||
        data0 === 'disengaged' ||
        data0 === 'overdue_questionnaire'
      )) {
        const err4 = {
          instancePath: instancePath + '/code',
          schemaPath: 'attention-code.json/enum',
          keyword: 'enum',
          params: { allowedValues: schema32.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.note !== undefined) {
      let data1 = data.note;
      if (typeof data1 === 'string') {
        if (func1(data1) > 500) {
          const err5 = {
            instancePath: instancePath + '/note',
            schemaPath: '#/properties/note/maxLength',
            keyword: 'maxLength',
            params: { limit: 500 },
            message: 'must NOT have more than 500 characters',
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
            instancePath: instancePath + '/note',
            schemaPath: '#/properties/note/minLength',
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
          instancePath: instancePath + '/note',
          schemaPath: '#/properties/note/type',
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
  } else {
    const err8 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
