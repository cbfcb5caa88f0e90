/* Generated from schemas/charge-request-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
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
  $id: 'charge-request-create.json',
  title: 'ChargeRequestCreate',
  description:
    "POST case-managers/charge-requests/. designation is the creator's own designation for the new charge.",
  type: 'object',
  properties: {
    first_name: { type: 'string', minLength: 1, maxLength: 150 },
    last_name: { type: 'string', minLength: 1, maxLength: 150 },
    email: { type: ['string', 'null'], format: 'email', maxLength: 254 },
    company: {
      description: 'Company id.',
      type: ['integer', 'null'],
      minimum: 1,
      maximum: 9007199254740991,
    },
    policy_number: { type: ['string', 'null'], maxLength: 64 },
    should_request_consent: { type: 'boolean', default: true },
    designation: { $ref: 'designation.json' },
    other_case_managers: {
      type: 'array',
      items: {
        type: 'object',
        properties: { uuid: { $ref: 'uuid.json' }, designation: { $ref: 'designation.json' } },
        required: ['uuid', 'designation'],
        additionalProperties: false,
      },
      maxItems: 50,
    },
    invited_supporters: { type: 'array', items: { $ref: 'supporter-add.json' }, maxItems: 50 },
  },
  required: ['first_name', 'last_name', 'designation'],
  additionalProperties: false,
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'designation.json',
  title: 'Designation',
  description: 'The free-text role a supporter has for a charge, e.g. Case manager or OT.',
  type: 'string',
  minLength: 1,
  maxLength: 100,
};
const schema33 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'uuid.json',
  title: 'Uuid',
  description:
    'A UUID string in its canonical 8-4-4-4-12 hexadecimal form (not `urn:uuid:`, braces or other spellings).',
  type: 'string',
  format: 'uuid',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
};
const func1 = Object.prototype.hasOwnProperty;
const func2 = ucs2length;
const formats0 =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats2 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const pattern4 = new RegExp(
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  'u',
);
const schema35 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'supporter-add.json',
  title: 'SupporterAdd',
  description:
    'POST charges/{id}/add-supporter/ and case-managers/charge-requests/{id}/add-supporter/.',
  type: 'object',
  properties: { email: { $ref: 'email.json' }, designation: { $ref: 'designation.json' } },
  required: ['email', 'designation'],
  additionalProperties: false,
};
const schema36 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'email.json',
  title: 'Email',
  description: 'An e-mail address.',
  type: 'string',
  format: 'email',
  maxLength: 254,
};
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="supporter-add.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.email === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'email' },
        message: "must have required property '" + 'email' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.designation === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'designation' },
        message: "must have required property '" + 'designation' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'email' || key0 === 'designation')) {
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
    if (data.email !== undefined) {
      let data0 = data.email;
      if (typeof data0 === 'string') {
        if (func2(data0) > 254) {
          const err3 = {
            instancePath: instancePath + '/email',
            schemaPath: 'email.json/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (!formats0.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/email',
            schemaPath: 'email.json/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
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
          instancePath: instancePath + '/email',
          schemaPath: 'email.json/type',
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
    if (data.designation !== undefined) {
      let data1 = data.designation;
      if (typeof data1 === 'string') {
        if (func2(data1) > 100) {
          const err6 = {
            instancePath: instancePath + '/designation',
            schemaPath: 'designation.json/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (func2(data1) < 1) {
          const err7 = {
            instancePath: instancePath + '/designation',
            schemaPath: 'designation.json/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
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
          instancePath: instancePath + '/designation',
          schemaPath: 'designation.json/type',
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
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="charge-request-create.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.first_name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'first_name' },
        message: "must have required property '" + 'first_name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.last_name === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'last_name' },
        message: "must have required property '" + 'last_name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.designation === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'designation' },
        message: "must have required property '" + 'designation' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema31.properties, key0)) {
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
    if (data.first_name !== undefined) {
      let data0 = data.first_name;
      if (typeof data0 === 'string') {
        if (func2(data0) > 150) {
          const err4 = {
            instancePath: instancePath + '/first_name',
            schemaPath: '#/properties/first_name/maxLength',
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
        if (func2(data0) < 1) {
          const err5 = {
            instancePath: instancePath + '/first_name',
            schemaPath: '#/properties/first_name/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/first_name',
          schemaPath: '#/properties/first_name/type',
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
    }
    if (data.last_name !== undefined) {
      let data1 = data.last_name;
      if (typeof data1 === 'string') {
        if (func2(data1) > 150) {
          const err7 = {
            instancePath: instancePath + '/last_name',
            schemaPath: '#/properties/last_name/maxLength',
            keyword: 'maxLength',
            params: { limit: 150 },
            message: 'must NOT have more than 150 characters',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (func2(data1) < 1) {
          const err8 = {
            instancePath: instancePath + '/last_name',
            schemaPath: '#/properties/last_name/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/last_name',
          schemaPath: '#/properties/last_name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.email !== undefined) {
      let data2 = data.email;
      if (typeof data2 !== 'string' && data2 !== null) {
        const err10 = {
          instancePath: instancePath + '/email',
          schemaPath: '#/properties/email/type',
          keyword: 'type',
          params: { type: schema31.properties.email.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data2 === 'string') {
        if (func2(data2) > 254) {
          const err11 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (!formats0.test(data2)) {
          const err12 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
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
    if (data.company !== undefined) {
      let data3 = data.company;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3)) && data3 !== null) {
        const err13 = {
          instancePath: instancePath + '/company',
          schemaPath: '#/properties/company/type',
          keyword: 'type',
          params: { type: schema31.properties.company.type },
          message: 'must be integer,null',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data3 == 'number') {
        if (data3 > 9007199254740991 || isNaN(data3)) {
          const err14 = {
            instancePath: instancePath + '/company',
            schemaPath: '#/properties/company/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 9007199254740991 },
            message: 'must be <= 9007199254740991',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data3 < 1 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/company',
            schemaPath: '#/properties/company/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
    if (data.policy_number !== undefined) {
      let data4 = data.policy_number;
      if (typeof data4 !== 'string' && data4 !== null) {
        const err16 = {
          instancePath: instancePath + '/policy_number',
          schemaPath: '#/properties/policy_number/type',
          keyword: 'type',
          params: { type: schema31.properties.policy_number.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      if (typeof data4 === 'string') {
        if (func2(data4) > 64) {
          const err17 = {
            instancePath: instancePath + '/policy_number',
            schemaPath: '#/properties/policy_number/maxLength',
            keyword: 'maxLength',
            params: { limit: 64 },
            message: 'must NOT have more than 64 characters',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
    if (data.should_request_consent !== undefined) {
      if (typeof data.should_request_consent !== 'boolean') {
        const err18 = {
          instancePath: instancePath + '/should_request_consent',
          schemaPath: '#/properties/should_request_consent/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.designation !== undefined) {
      let data6 = data.designation;
      if (typeof data6 === 'string') {
        if (func2(data6) > 100) {
          const err19 = {
            instancePath: instancePath + '/designation',
            schemaPath: 'designation.json/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (func2(data6) < 1) {
          const err20 = {
            instancePath: instancePath + '/designation',
            schemaPath: 'designation.json/minLength',
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
      } else {
        const err21 = {
          instancePath: instancePath + '/designation',
          schemaPath: 'designation.json/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.other_case_managers !== undefined) {
      let data7 = data.other_case_managers;
      if (Array.isArray(data7)) {
        if (data7.length > 50) {
          const err22 = {
            instancePath: instancePath + '/other_case_managers',
            schemaPath: '#/properties/other_case_managers/maxItems',
            keyword: 'maxItems',
            params: { limit: 50 },
            message: 'must NOT have more than 50 items',
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data8 = data7[i0];
          if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
            if (data8.uuid === undefined) {
              const err23 = {
                instancePath: instancePath + '/other_case_managers/' + i0,
                schemaPath: '#/properties/other_case_managers/items/required',
                keyword: 'required',
                params: { missingProperty: 'uuid' },
                message: "must have required property '" + 'uuid' + "'",
              };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (data8.designation === undefined) {
              const err24 = {
                instancePath: instancePath + '/other_case_managers/' + i0,
                schemaPath: '#/properties/other_case_managers/items/required',
                keyword: 'required',
                params: { missingProperty: 'designation' },
                message: "must have required property '" + 'designation' + "'",
              };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            for (const key1 in data8) {
              if (!(key1 === 'uuid' || key1 === 'designation')) {
                const err25 = {
                  instancePath: instancePath + '/other_case_managers/' + i0,
                  schemaPath: '#/properties/other_case_managers/items/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key1 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data8.uuid !== undefined) {
              let data9 = data8.uuid;
              if (typeof data9 === 'string') {
                if (!pattern4.test(data9)) {
                  const err26 = {
                    instancePath: instancePath + '/other_case_managers/' + i0 + '/uuid',
                    schemaPath: 'uuid.json/pattern',
                    keyword: 'pattern',
                    params: {
                      pattern:
                        '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
                    },
                    message:
                      'must match pattern "' +
                      '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' +
                      '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
                if (!formats2.test(data9)) {
                  const err27 = {
                    instancePath: instancePath + '/other_case_managers/' + i0 + '/uuid',
                    schemaPath: 'uuid.json/format',
                    keyword: 'format',
                    params: { format: 'uuid' },
                    message: 'must match format "' + 'uuid' + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              } else {
                const err28 = {
                  instancePath: instancePath + '/other_case_managers/' + i0 + '/uuid',
                  schemaPath: 'uuid.json/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
            if (data8.designation !== undefined) {
              let data10 = data8.designation;
              if (typeof data10 === 'string') {
                if (func2(data10) > 100) {
                  const err29 = {
                    instancePath: instancePath + '/other_case_managers/' + i0 + '/designation',
                    schemaPath: 'designation.json/maxLength',
                    keyword: 'maxLength',
                    params: { limit: 100 },
                    message: 'must NOT have more than 100 characters',
                  };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
                if (func2(data10) < 1) {
                  const err30 = {
                    instancePath: instancePath + '/other_case_managers/' + i0 + '/designation',
                    schemaPath: 'designation.json/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              } else {
                const err31 = {
                  instancePath: instancePath + '/other_case_managers/' + i0 + '/designation',
                  schemaPath: 'designation.json/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
          } else {
            const err32 = {
              instancePath: instancePath + '/other_case_managers/' + i0,
              schemaPath: '#/properties/other_case_managers/items/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
      } else {
        const err33 = {
          instancePath: instancePath + '/other_case_managers',
          schemaPath: '#/properties/other_case_managers/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.invited_supporters !== undefined) {
      let data11 = data.invited_supporters;
      if (Array.isArray(data11)) {
        if (data11.length > 50) {
          const err34 = {
            instancePath: instancePath + '/invited_supporters',
            schemaPath: '#/properties/invited_supporters/maxItems',
            keyword: 'maxItems',
            params: { limit: 50 },
            message: 'must NOT have more than 50 items',
          };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        const len1 = data11.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validate21(data11[i1], {
              instancePath: instancePath + '/invited_supporters/' + i1,
              parentData: data11,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err35 = {
          instancePath: instancePath + '/invited_supporters',
          schemaPath: '#/properties/invited_supporters/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
  } else {
    const err36 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err36];
    } else {
      vErrors.push(err36);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
