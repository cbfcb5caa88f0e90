/* Generated from schemas/episode-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
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
  $id: 'episode-update.json',
  title: 'EpisodeUpdate',
  description:
    'PATCH episodes/{id}/: the fields that change. A discharge sets closedOn and dischargeReason (and an optional note) on an open episode; closedOn is never before openedOn nor after today, and a reason goes with a discharge date, never without.',
  type: 'object',
  properties: {
    openedOn: { $ref: 'date.json' },
    closedOn: {
      description: 'The discharge date; null while the episode is open.',
      type: ['string', 'null'],
      format: 'date',
    },
    dischargeReason: {
      description: 'Why the episode closed; null while it is open.',
      type: ['string', 'null'],
      enum: ['completed', 'disengaged', 'referred_on', 'consent_withdrawn', 'other', null],
    },
    dischargeNote: { type: ['string', 'null'], maxLength: 2000 },
  },
  minProperties: 1,
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
  /*# sourceURL="episode-update.json" */ let vErrors = null;
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
        key0 === 'openedOn' ||
        key0 === 'closedOn' ||
        key0 === 'dischargeReason' ||
        key0 === 'dischargeNote'
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
    if (data.openedOn !== undefined) {
      let data0 = data.openedOn;
      if (typeof data0 === 'string') {
        if (!formats0.validate(data0)) {
          const err2 = {
            instancePath: instancePath + '/openedOn',
            schemaPath: 'date.json/format',
            keyword: 'format',
            params: { format: 'date' },
            message: 'must match format "' + 'date' + '"',
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
          instancePath: instancePath + '/openedOn',
          schemaPath: 'date.json/type',
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
    if (data.closedOn !== undefined) {
      let data1 = data.closedOn;
      if (typeof data1 !== 'string' && data1 !== null) {
        const err4 = {
          instancePath: instancePath + '/closedOn',
          schemaPath: '#/properties/closedOn/type',
          keyword: 'type',
          params: { type: schema31.properties.closedOn.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data1 === 'string') {
        if (!formats0.validate(data1)) {
          const err5 = {
            instancePath: instancePath + '/closedOn',
            schemaPath: '#/properties/closedOn/format',
            keyword: 'format',
            params: { format: 'date' },
            message: 'must match format "' + 'date' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    if (data.dischargeReason !== undefined) {
      let data2 = data.dischargeReason;
      if (typeof data2 !== 'string' && data2 !== null) {
        const err6 = {
          instancePath: instancePath + '/dischargeReason',
          schemaPath: '#/properties/dischargeReason/type',
          keyword: 'type',
          params: { type: schema31.properties.dischargeReason.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (!(
        data2 === 'completed' ||
        data2 === 'disengaged' ||
        data2 === 'referred_on' ||
        data2 === 'consent_withdrawn' ||
        data2 === 'other' ||
        data2 === null
      )) {
        const err7 = {
          instancePath: instancePath + '/dischargeReason',
          schemaPath: '#/properties/dischargeReason/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.dischargeReason.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.dischargeNote !== undefined) {
      let data3 = data.dischargeNote;
      if (typeof data3 !== 'string' && data3 !== null) {
        const err8 = {
          instancePath: instancePath + '/dischargeNote',
          schemaPath: '#/properties/dischargeNote/type',
          keyword: 'type',
          params: { type: schema31.properties.dischargeNote.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data3 === 'string') {
        if (func1(data3) > 2000) {
          const err9 = {
            instancePath: instancePath + '/dischargeNote',
            schemaPath: '#/properties/dischargeNote/maxLength',
            keyword: 'maxLength',
            params: { limit: 2000 },
            message: 'must NOT have more than 2000 characters',
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
  } else {
    const err10 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
