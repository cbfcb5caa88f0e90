/* Generated from schemas/password-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
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
  $id: 'password-update.json',
  title: 'PasswordUpdate',
  description: 'POST users/profile/update-password/.',
  type: 'object',
  properties: {
    currentPassword: { type: 'string', minLength: 1, maxLength: 128 },
    newPassword: { $ref: 'password.json' },
  },
  required: ['currentPassword', 'newPassword'],
  additionalProperties: false,
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'password.json',
  title: 'Password',
  description: 'A new password: 12 to 128 characters.',
  type: 'string',
  minLength: 12,
  maxLength: 128,
};
const func1 = ucs2length;
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="password-update.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.currentPassword === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'currentPassword' },
        message: "must have required property '" + 'currentPassword' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.newPassword === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'newPassword' },
        message: "must have required property '" + 'newPassword' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'currentPassword' || key0 === 'newPassword')) {
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
    if (data.currentPassword !== undefined) {
      let data0 = data.currentPassword;
      if (typeof data0 === 'string') {
        if (func1(data0) > 128) {
          const err3 = {
            instancePath: instancePath + '/currentPassword',
            schemaPath: '#/properties/currentPassword/maxLength',
            keyword: 'maxLength',
            params: { limit: 128 },
            message: 'must NOT have more than 128 characters',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (func1(data0) < 1) {
          const err4 = {
            instancePath: instancePath + '/currentPassword',
            schemaPath: '#/properties/currentPassword/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/currentPassword',
          schemaPath: '#/properties/currentPassword/type',
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
    }
    if (data.newPassword !== undefined) {
      let data1 = data.newPassword;
      if (typeof data1 === 'string') {
        if (func1(data1) > 128) {
          const err6 = {
            instancePath: instancePath + '/newPassword',
            schemaPath: 'password.json/maxLength',
            keyword: 'maxLength',
            params: { limit: 128 },
            message: 'must NOT have more than 128 characters',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (func1(data1) < 12) {
          const err7 = {
            instancePath: instancePath + '/newPassword',
            schemaPath: 'password.json/minLength',
            keyword: 'minLength',
            params: { limit: 12 },
            message: 'must NOT have fewer than 12 characters',
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
          instancePath: instancePath + '/newPassword',
          schemaPath: 'password.json/type',
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
  } else {
    const err9 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
