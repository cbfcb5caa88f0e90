/* Generated from schemas/case-note-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
// @ts-nocheck: ajv's standalone output is plain JavaScript.
import { schemaFormats } from '../../schemaFormats';

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
  $id: 'case-note-create.json',
  title: 'CaseNoteCreate',
  description:
    "POST charges/{uuid}/notes/ (a supporter of the charge whose own consent is Given). A session's length in minutes and its mode are given for a session and for no other kind (400 otherwise). Visibility: private (the author alone), supporters (every supporter of the charge with Given consent) or supporters_and_admins (administrators too).",
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['contact', 'session', 'supervision', 'event'] },
    noteDate: { $ref: 'date.json' },
    sessionMinutes: { type: ['integer', 'null'], minimum: 1, maximum: 600 },
    sessionMode: {
      type: ['string', 'null'],
      enum: ['in_person', 'phone', 'video', 'message', null],
    },
    text: { type: 'string', minLength: 1, maxLength: 4000 },
    visibility: { type: 'string', enum: ['private', 'supporters', 'supporters_and_admins'] },
  },
  required: ['kind', 'noteDate', 'text', 'visibility'],
  additionalProperties: false,
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'date.json',
  title: 'IsoDate',
  description: 'An RFC 3339 full-date string, e.g. 2026-04-27.',
  type: 'string',
  format: 'date',
};
const formats0 = schemaFormats.date;
const func1 = ucs2length;
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="case-note-create.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.noteDate === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'noteDate' },
        message: "must have required property '" + 'noteDate' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.text === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'text' },
        message: "must have required property '" + 'text' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.visibility === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'visibility' },
        message: "must have required property '" + 'visibility' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'kind' ||
        key0 === 'noteDate' ||
        key0 === 'sessionMinutes' ||
        key0 === 'sessionMode' ||
        key0 === 'text' ||
        key0 === 'visibility'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      let data0 = data.kind;
      if (typeof data0 !== 'string') {
        const err5 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (!(
        data0 === 'contact' ||
        data0 === 'session' ||
        data0 === 'supervision' ||
        data0 === 'event'
      )) {
        const err6 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.kind.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.noteDate !== undefined) {
      let data1 = data.noteDate;
      if (typeof data1 === 'string') {
        if (!formats0.validate(data1)) {
          const err7 = {
            instancePath: instancePath + '/noteDate',
            schemaPath: 'date.json/format',
            keyword: 'format',
            params: { format: 'date' },
            message: 'must match format "' + 'date' + '"',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/noteDate',
          schemaPath: 'date.json/type',
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
    }
    if (data.sessionMinutes !== undefined) {
      let data2 = data.sessionMinutes;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2)) && data2 !== null) {
        const err9 = {
          instancePath: instancePath + '/sessionMinutes',
          schemaPath: '#/properties/sessionMinutes/type',
          keyword: 'type',
          params: { type: schema31.properties.sessionMinutes.type },
          message: 'must be integer,null',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data2 == 'number') {
        if (data2 > 600 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/sessionMinutes',
            schemaPath: '#/properties/sessionMinutes/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 600 },
            message: 'must be <= 600',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          const err11 = {
            instancePath: instancePath + '/sessionMinutes',
            schemaPath: '#/properties/sessionMinutes/minimum',
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
    if (data.sessionMode !== undefined) {
      let data3 = data.sessionMode;
      if (typeof data3 !== 'string' && data3 !== null) {
        const err12 = {
          instancePath: instancePath + '/sessionMode',
          schemaPath: '#/properties/sessionMode/type',
          keyword: 'type',
          params: { type: schema31.properties.sessionMode.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (!(
        data3 === 'in_person' ||
        data3 === 'phone' ||
        data3 === 'video' ||
        data3 === 'message' ||
        data3 === null
      )) {
        const err13 = {
          instancePath: instancePath + '/sessionMode',
          schemaPath: '#/properties/sessionMode/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.sessionMode.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.text !== undefined) {
      let data4 = data.text;
      if (typeof data4 === 'string') {
        if (func1(data4) > 4000) {
          const err14 = {
            instancePath: instancePath + '/text',
            schemaPath: '#/properties/text/maxLength',
            keyword: 'maxLength',
            params: { limit: 4000 },
            message: 'must NOT have more than 4000 characters',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (func1(data4) < 1) {
          const err15 = {
            instancePath: instancePath + '/text',
            schemaPath: '#/properties/text/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      } else {
        const err16 = {
          instancePath: instancePath + '/text',
          schemaPath: '#/properties/text/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.visibility !== undefined) {
      let data5 = data.visibility;
      if (typeof data5 !== 'string') {
        const err17 = {
          instancePath: instancePath + '/visibility',
          schemaPath: '#/properties/visibility/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (!(data5 === 'private' || data5 === 'supporters' || data5 === 'supporters_and_admins')) {
        const err18 = {
          instancePath: instancePath + '/visibility',
          schemaPath: '#/properties/visibility/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.visibility.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
