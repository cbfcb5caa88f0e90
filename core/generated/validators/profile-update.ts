/* Generated from schemas/profile-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
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
  $id: 'profile-update.json',
  title: 'ProfileUpdate',
  description:
    "PATCH users/profile/: the owner's username and e-mail, and the names sent (a name left out stays; null or blank clears it, as names are optional on a profile).",
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 150 },
    email: { $ref: 'email.json' },
    first_name: { type: ['string', 'null'], maxLength: 150 },
    last_name: { type: ['string', 'null'], maxLength: 150 },
    currentPassword: {
      description:
        'Required when `email` differs from the current address: the change is then mailed to the new address for confirmation.',
      type: 'string',
      maxLength: 1000,
    },
  },
  required: ['username', 'email'],
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
const func1 = ucs2length;
const formats0 =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="profile-update.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.username === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'username' },
        message: "must have required property '" + 'username' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.email === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'email' },
        message: "must have required property '" + 'email' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'username' ||
        key0 === 'email' ||
        key0 === 'first_name' ||
        key0 === 'last_name' ||
        key0 === 'currentPassword'
      )) {
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
    if (data.username !== undefined) {
      let data0 = data.username;
      if (typeof data0 === 'string') {
        if (func1(data0) > 150) {
          const err3 = {
            instancePath: instancePath + '/username',
            schemaPath: '#/properties/username/maxLength',
            keyword: 'maxLength',
            params: { limit: 150 },
            message: 'must NOT have more than 150 characters',
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
            instancePath: instancePath + '/username',
            schemaPath: '#/properties/username/minLength',
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
          instancePath: instancePath + '/username',
          schemaPath: '#/properties/username/type',
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
    if (data.email !== undefined) {
      let data1 = data.email;
      if (typeof data1 === 'string') {
        if (func1(data1) > 254) {
          const err6 = {
            instancePath: instancePath + '/email',
            schemaPath: 'email.json/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!formats0.test(data1)) {
          const err7 = {
            instancePath: instancePath + '/email',
            schemaPath: 'email.json/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
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
          instancePath: instancePath + '/email',
          schemaPath: 'email.json/type',
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
    if (data.first_name !== undefined) {
      let data2 = data.first_name;
      if (typeof data2 !== 'string' && data2 !== null) {
        const err9 = {
          instancePath: instancePath + '/first_name',
          schemaPath: '#/properties/first_name/type',
          keyword: 'type',
          params: { type: schema31.properties.first_name.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data2 === 'string') {
        if (func1(data2) > 150) {
          const err10 = {
            instancePath: instancePath + '/first_name',
            schemaPath: '#/properties/first_name/maxLength',
            keyword: 'maxLength',
            params: { limit: 150 },
            message: 'must NOT have more than 150 characters',
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
    if (data.last_name !== undefined) {
      let data3 = data.last_name;
      if (typeof data3 !== 'string' && data3 !== null) {
        const err11 = {
          instancePath: instancePath + '/last_name',
          schemaPath: '#/properties/last_name/type',
          keyword: 'type',
          params: { type: schema31.properties.last_name.type },
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
        if (func1(data3) > 150) {
          const err12 = {
            instancePath: instancePath + '/last_name',
            schemaPath: '#/properties/last_name/maxLength',
            keyword: 'maxLength',
            params: { limit: 150 },
            message: 'must NOT have more than 150 characters',
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
    if (data.currentPassword !== undefined) {
      let data4 = data.currentPassword;
      if (typeof data4 === 'string') {
        if (func1(data4) > 1000) {
          const err13 = {
            instancePath: instancePath + '/currentPassword',
            schemaPath: '#/properties/currentPassword/maxLength',
            keyword: 'maxLength',
            params: { limit: 1000 },
            message: 'must NOT have more than 1000 characters',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else {
        const err14 = {
          instancePath: instancePath + '/currentPassword',
          schemaPath: '#/properties/currentPassword/type',
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
    }
  } else {
    const err15 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
