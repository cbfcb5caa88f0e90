import type { ErrorObject } from 'ajv';
import type { FastifyInstance } from 'fastify';
import type { AccessCode } from '../../../../core/generated/access-code';
import type { AccessCodeBulkCreate } from '../../../../core/generated/access-code-bulk-create';
import type { AccessCodeCreate } from '../../../../core/generated/access-code-create';
import { translate } from '../../../lib/translate';
import { ApiError, type FieldErrors } from '../../../lib/apiError';
import { splitItemErrors, translatedFieldErrors } from '../../../lib/itemErrors';
import { principalOf } from '../../../plugins/auth';
import { toAccessCode } from '../../../presenters/accessCode';
import { accessCodesByIds } from '../../../repositories/accessCodes';
import { accessCodeErrors, CODE_TAKEN, createAccessCode } from '../../../services/accessCodeWrites';

const isEmpty = (errors: FieldErrors) => Object.keys(errors).length === 0;

/**
 * POST admin/access-codes/bulk-create/. Each code stands alone: the valid ones are created
 * whatever happens to the others. 201 `{items, count}` when all were created; otherwise 400
 * whose `data` is a list aligned with `access_codes`: `{}` for a created code, its field errors
 * for a refused one.
 */
export default function bulkCreateAccessCodesRoute(app: FastifyInstance): void {
  app.post<{ Body: AccessCodeBulkCreate }>(
    '/admin/access-codes/bulk-create/',
    {
      onRequest: app.requireAdmin,
      config: { bulk: true },
      // Per-item errors are answered below instead of refusing the whole list.
      attachValidation: true,
      schema: {
        tags: ['access-codes'],
        summary:
          'Add many access codes (administrators only). Valid codes are created; when any fails ' +
          'the answer is a 400 whose data lists field errors per submitted code ({} if created).',
        security: [{ bearer: [] }],
        body: { $ref: 'access-code-bulk-create.json' },
        response: { 201: { $ref: 'access-code-list.json' } },
      },
    },
    async (request, reply) => {
      const submitted: unknown = (request.body as Partial<AccessCodeBulkCreate> | null)
        ?.access_codes;
      const count = Array.isArray(submitted) ? submitted.length : 0;
      // Fastify types the attached errors loosely; they are Ajv's.
      const validation = (request.validationError?.validation ?? []) as ErrorObject[];
      const { rest, items } = splitItemErrors(validation, 'access_codes', count);
      if (!Array.isArray(submitted) || rest.length > 0) {
        throw ApiError.badRequest(
          translate('portal.api.request.invalid_data'),
          translatedFieldErrors(rest),
        );
      }
      const actor = principalOf(request).user.id;
      const seen = new Set<string>();
      const results: FieldErrors[] = [];
      const created: number[] = [];
      for (const [index, schemaErrors] of items.entries()) {
        // Valid against the schema when it has no errors of its own.
        const item = submitted[index] as AccessCodeCreate;
        let errors = schemaErrors;
        if (isEmpty(errors)) {
          errors = seen.has(item.code)
            ? { code: [translate('portal.api.access_codes.given_twice')] }
            : await accessCodeErrors(app.db, item, app.config.timeZone);
          seen.add(item.code);
        }
        if (isEmpty(errors)) {
          const id = await createAccessCode(app.db, actor, item);
          if (id === null) {
            errors = { code: [CODE_TAKEN()] };
          } else {
            created.push(id);
          }
        }
        results.push(errors);
      }
      const failed = results.filter((errors) => !isEmpty(errors)).length;
      if (failed > 0) {
        throw ApiError.badRequest(
          translate('portal.api.access_codes.some_refused', { failed, total: results.length }),
          results,
        );
      }
      const rows = await accessCodesByIds(app.db, created);
      const byId = new Map(rows.map((row) => [row.id, toAccessCode(row)]));
      const answer = created.flatMap((id): AccessCode[] => {
        const code = byId.get(id);
        return code ? [code] : [];
      });
      return reply.code(201).send({ items: answer, count: answer.length });
    },
  );
}
