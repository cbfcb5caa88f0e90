/* Generated from schemas/case-manager-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
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
  $id: 'case-manager-create.json',
  title: 'CaseManagerCreate',
  description: 'POST case-managers/: an administrator adds a case manager.',
  type: 'object',
  properties: {
    user: {
      type: 'object',
      properties: {
        first_name: { type: 'string', minLength: 1, maxLength: 150 },
        last_name: { type: 'string', minLength: 1, maxLength: 150 },
        email: { $ref: 'email.json' },
        username: {
          description: 'Optional; the server derives one from the e-mail when absent.',
          type: ['string', 'null'],
          minLength: 1,
          maxLength: 150,
        },
        password: { $ref: 'password.json' },
      },
      required: ['first_name', 'last_name', 'email', 'password'],
      additionalProperties: false,
    },
    role: { type: 'string', enum: ['MG'] },
    company: { description: 'Company id.', type: 'integer', minimum: 1, maximum: 9007199254740991 },
  },
  required: ['user', 'role', 'company'],
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
  $id: 'password.json',
  title: 'Password',
  description: 'A new password: 12 to 128 characters.',
  type: 'string',
  minLength: 12,
  maxLength: 128,
};
const func1 = ucs2length;
const formats0 =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="case-manager-create.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.user === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'user' },
        message: "must have required property '" + 'user' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.role === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'role' },
        message: "must have required property '" + 'role' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.company === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'company' },
        message: "must have required property '" + 'company' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'user' || key0 === 'role' || key0 === 'company')) {
        const err3 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.user !== undefined) {
      let data0 = data.user;
      if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
        if (data0.first_name === undefined) {
          const err4 = {
            instancePath: instancePath + '/user',
            schemaPath: '#/properties/user/required',
            keyword: 'required',
            params: { missingProperty: 'first_name' },
            message: "must have required property '" + 'first_name' + "'",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data0.last_name === undefined) {
          const err5 = {
            instancePath: instancePath + '/user',
            schemaPath: '#/properties/user/required',
            keyword: 'required',
            params: { missingProperty: 'last_name' },
            message: "must have required property '" + 'last_name' + "'",
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data0.email === undefined) {
          const err6 = {
            instancePath: instancePath + '/user',
            schemaPath: '#/properties/user/required',
            keyword: 'required',
            params: { missingProperty: 'email' },
            message: "must have required property '" + 'email' + "'",
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data0.password === undefined) {
          const err7 = {
            instancePath: instancePath + '/user',
            schemaPath: '#/properties/user/required',
            keyword: 'required',
            params: { missingProperty: 'password' },
            message: "must have required property '" + 'password' + "'",
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        for (const key1 in data0) {
          if (!(
            key1 === 'first_name' ||
            key1 === 'last_name' ||
            key1 === 'email' ||
            key1 === 'username' ||
            key1 === 'password'
          )) {
            const err8 = {
              instancePath: instancePath + '/user',
              schemaPath: '#/properties/user/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data0.first_name !== undefined) {
          let data1 = data0.first_name;
          if (typeof data1 === 'string') {
            if (func1(data1) > 150) {
              const err9 = {
                instancePath: instancePath + '/user/first_name',
                schemaPath: '#/properties/user/properties/first_name/maxLength',
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
            if (func1(data1) < 1) {
              const err10 = {
                instancePath: instancePath + '/user/first_name',
                schemaPath: '#/properties/user/properties/first_name/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = {
              instancePath: instancePath + '/user/first_name',
              schemaPath: '#/properties/user/properties/first_name/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data0.last_name !== undefined) {
          let data2 = data0.last_name;
          if (typeof data2 === 'string') {
            if (func1(data2) > 150) {
              const err12 = {
                instancePath: instancePath + '/user/last_name',
                schemaPath: '#/properties/user/properties/last_name/maxLength',
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
            if (func1(data2) < 1) {
              const err13 = {
                instancePath: instancePath + '/user/last_name',
                schemaPath: '#/properties/user/properties/last_name/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
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
              instancePath: instancePath + '/user/last_name',
              schemaPath: '#/properties/user/properties/last_name/type',
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
        if (data0.email !== undefined) {
          let data3 = data0.email;
          if (typeof data3 === 'string') {
            if (func1(data3) > 254) {
              const err15 = {
                instancePath: instancePath + '/user/email',
                schemaPath: 'email.json/maxLength',
                keyword: 'maxLength',
                params: { limit: 254 },
                message: 'must NOT have more than 254 characters',
              };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
            if (!formats0.test(data3)) {
              const err16 = {
                instancePath: instancePath + '/user/email',
                schemaPath: 'email.json/format',
                keyword: 'format',
                params: { format: 'email' },
                message: 'must match format "' + 'email' + '"',
              };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          } else {
            const err17 = {
              instancePath: instancePath + '/user/email',
              schemaPath: 'email.json/type',
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
        }
        if (data0.username !== undefined) {
          let data4 = data0.username;
          if (typeof data4 !== 'string' && data4 !== null) {
            const err18 = {
              instancePath: instancePath + '/user/username',
              schemaPath: '#/properties/user/properties/username/type',
              keyword: 'type',
              params: { type: schema31.properties.user.properties.username.type },
              message: 'must be string,null',
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          if (typeof data4 === 'string') {
            if (func1(data4) > 150) {
              const err19 = {
                instancePath: instancePath + '/user/username',
                schemaPath: '#/properties/user/properties/username/maxLength',
                keyword: 'maxLength',
                params: { limit: 150 },
                message: 'must NOT have more than 150 characters',
              };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            if (func1(data4) < 1) {
              const err20 = {
                instancePath: instancePath + '/user/username',
                schemaPath: '#/properties/user/properties/username/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          }
        }
        if (data0.password !== undefined) {
          let data5 = data0.password;
          if (typeof data5 === 'string') {
            if (func1(data5) > 128) {
              const err21 = {
                instancePath: instancePath + '/user/password',
                schemaPath: 'password.json/maxLength',
                keyword: 'maxLength',
                params: { limit: 128 },
                message: 'must NOT have more than 128 characters',
              };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (func1(data5) < 12) {
              const err22 = {
                instancePath: instancePath + '/user/password',
                schemaPath: 'password.json/minLength',
                keyword: 'minLength',
                params: { limit: 12 },
                message: 'must NOT have fewer than 12 characters',
              };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          } else {
            const err23 = {
              instancePath: instancePath + '/user/password',
              schemaPath: 'password.json/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
      } else {
        const err24 = {
          instancePath: instancePath + '/user',
          schemaPath: '#/properties/user/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.role !== undefined) {
      let data6 = data.role;
      if (typeof data6 !== 'string') {
        const err25 = {
          instancePath: instancePath + '/role',
          schemaPath: '#/properties/role/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      if (!(data6 === 'MG')) {
        const err26 = {
          instancePath: instancePath + '/role',
          schemaPath: '#/properties/role/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.role.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.company !== undefined) {
      let data7 = data.company;
      if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7))) {
        const err27 = {
          instancePath: instancePath + '/company',
          schemaPath: '#/properties/company/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      if (typeof data7 == 'number') {
        if (data7 > 9007199254740991 || isNaN(data7)) {
          const err28 = {
            instancePath: instancePath + '/company',
            schemaPath: '#/properties/company/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 9007199254740991 },
            message: 'must be <= 9007199254740991',
          };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        if (data7 < 1 || isNaN(data7)) {
          const err29 = {
            instancePath: instancePath + '/company',
            schemaPath: '#/properties/company/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
    }
  } else {
    const err30 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err30];
    } else {
      vErrors.push(err30);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
