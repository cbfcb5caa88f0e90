/* Generated from schemas/notification-preferences-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
// @ts-nocheck: ajv's standalone output is plain JavaScript.
export const validate = validate20;
export default validate20;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'notification-preferences-update.json',
  title: 'NotificationPreferencesUpdate',
  description:
    'PUT users/profile/notification-preferences/: the kinds to change and their new delivery; kinds left out keep theirs.',
  type: 'object',
  properties: {
    flag_raised: { $ref: 'notification-delivery.json' },
    flag_escalated: { $ref: 'notification-delivery.json' },
    questionnaire_answered: { $ref: 'notification-delivery.json' },
    questionnaires_missed: { $ref: 'notification-delivery.json' },
    consent_changed: { $ref: 'notification-delivery.json' },
    supporter_added: { $ref: 'notification-delivery.json' },
    invitation_accepted: { $ref: 'notification-delivery.json' },
    issue_assigned: { $ref: 'notification-delivery.json' },
  },
  minProperties: 1,
  additionalProperties: false,
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'notification-delivery.json',
  title: 'NotificationDelivery',
  description:
    "How a person hears of a kind of notification (core/notificationDelivery.ts): portal (in the portal's inbox only), immediate (an e-mail at once), daily (a digest every morning at 07:00 on the portal's calendar, of the day before), weekly (a digest on Monday at 07:00, of the week before).",
  type: 'string',
  enum: ['portal', 'immediate', 'daily', 'weekly'],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="notification-preferences-update.json" */ let vErrors = null;
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
        key0 === 'flag_raised' ||
        key0 === 'flag_escalated' ||
        key0 === 'questionnaire_answered' ||
        key0 === 'questionnaires_missed' ||
        key0 === 'consent_changed' ||
        key0 === 'supporter_added' ||
        key0 === 'invitation_accepted' ||
        key0 === 'issue_assigned'
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
    if (data.flag_raised !== undefined) {
      let data0 = data.flag_raised;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/flag_raised',
          schemaPath: 'notification-delivery.json/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(
        data0 === 'portal' ||
        data0 === 'immediate' ||
        data0 === 'daily' ||
        data0 === 'weekly'
      )) {
        const err3 = {
          instancePath: instancePath + '/flag_raised',
          schemaPath: 'notification-delivery.json/enum',
          keyword: 'enum',
          params: { allowedValues: schema32.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.flag_escalated !== undefined) {
      let data1 = data.flag_escalated;
      if (typeof data1 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/flag_escalated',
          schemaPath: 'notification-delivery.json/type',
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
      if (!(
        data1 === 'portal' ||
        data1 === 'immediate' ||
        data1 === 'daily' ||
        data1 === 'weekly'
      )) {
        const err5 = {
          instancePath: instancePath + '/flag_escalated',
          schemaPath: 'notification-delivery.json/enum',
          keyword: 'enum',
          params: { allowedValues: schema32.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.questionnaire_answered !== undefined) {
      let data2 = data.questionnaire_answered;
      if (typeof data2 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/questionnaire_answered',
          schemaPath: 'notification-delivery.json/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (!(
        data2 === 'portal' ||
        data2 === 'immediate' ||
        data2 === 'daily' ||
        data2 === 'weekly'
      )) {
        const err7 = {
          instancePath: instancePath + '/questionnaire_answered',
          schemaPath: 'notification-delivery.json/enum',
          keyword: 'enum',
          params: { allowedValues: schema32.enum },
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
    if (data.questionnaires_missed !== undefined) {
      let data3 = data.questionnaires_missed;
      if (typeof data3 !== 'string') {
        const err8 = {
          instancePath: instancePath + '/questionnaires_missed',
          schemaPath: 'notification-delivery.json/type',
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
      if (!(
        data3 === 'portal' ||
        data3 === 'immediate' ||
        data3 === 'daily' ||
        data3 === 'weekly'
      )) {
        const err9 = {
          instancePath: instancePath + '/questionnaires_missed',
          schemaPath: 'notification-delivery.json/enum',
          keyword: 'enum',
          params: { allowedValues: schema32.enum },
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
    if (data.consent_changed !== undefined) {
      let data4 = data.consent_changed;
      if (typeof data4 !== 'string') {
        const err10 = {
          instancePath: instancePath + '/consent_changed',
          schemaPath: 'notification-delivery.json/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (!(
        data4 === 'portal' ||
        data4 === 'immediate' ||
        data4 === 'daily' ||
        data4 === 'weekly'
      )) {
        const err11 = {
          instancePath: instancePath + '/consent_changed',
          schemaPath: 'notification-delivery.json/enum',
          keyword: 'enum',
          params: { allowedValues: schema32.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.supporter_added !== undefined) {
      let data5 = data.supporter_added;
      if (typeof data5 !== 'string') {
        const err12 = {
          instancePath: instancePath + '/supporter_added',
          schemaPath: 'notification-delivery.json/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (!(
        data5 === 'portal' ||
        data5 === 'immediate' ||
        data5 === 'daily' ||
        data5 === 'weekly'
      )) {
        const err13 = {
          instancePath: instancePath + '/supporter_added',
          schemaPath: 'notification-delivery.json/enum',
          keyword: 'enum',
          params: { allowedValues: schema32.enum },
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
    if (data.invitation_accepted !== undefined) {
      let data6 = data.invitation_accepted;
      if (typeof data6 !== 'string') {
        const err14 = {
          instancePath: instancePath + '/invitation_accepted',
          schemaPath: 'notification-delivery.json/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (!(
        data6 === 'portal' ||
        data6 === 'immediate' ||
        data6 === 'daily' ||
        data6 === 'weekly'
      )) {
        const err15 = {
          instancePath: instancePath + '/invitation_accepted',
          schemaPath: 'notification-delivery.json/enum',
          keyword: 'enum',
          params: { allowedValues: schema32.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.issue_assigned !== undefined) {
      let data7 = data.issue_assigned;
      if (typeof data7 !== 'string') {
        const err16 = {
          instancePath: instancePath + '/issue_assigned',
          schemaPath: 'notification-delivery.json/type',
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
      if (!(
        data7 === 'portal' ||
        data7 === 'immediate' ||
        data7 === 'daily' ||
        data7 === 'weekly'
      )) {
        const err17 = {
          instancePath: instancePath + '/issue_assigned',
          schemaPath: 'notification-delivery.json/enum',
          keyword: 'enum',
          params: { allowedValues: schema32.enum },
          message: 'must be equal to one of the allowed values',
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
