import type { FastifyInstance } from 'fastify';
import type { AttentionAcknowledgementCreate } from '../../../core/generated/attention-acknowledgement-create';
import type { ChargeAttention } from '../../../core/generated/charge-attention';
import { findVisibleCharge } from '../../access/chargeAccess';
import { ApiError, fieldError } from '../../lib/apiError';
import { translate } from '../../lib/translate';
import { principalOf, type Principal } from '../../plugins/auth';
import { toChargeAttention } from '../../presenters/attention';
import { acknowledgementHistory } from '../../repositories/attentionAcknowledgements';
import { readAttentionState } from '../../repositories/attentionFacts';
import { appendAudit } from '../../repositories/auditLog';
import { acknowledgeFlag } from '../../services/attention';
import { consentGiven } from '../../../machines/consent';

/** What an acknowledgement is logged as (helper brief: shared audit codes). */
export const ATTENTION_ACKNOWLEDGE_ACTION = 'attention.acknowledge';

const permissionDenied: ChargeAttention = { permissionDenied: true };

/** The charge, when the caller sees it (404 otherwise) and their own consent is Given. */
async function consentedCharge(app: FastifyInstance, principal: Principal, uuid: string) {
  const charge = await findVisibleCharge(app.db, principal, uuid);
  return consentGiven(charge.consent_status) ? charge : null;
}

async function attentionOf(app: FastifyInstance, chargeId: number): Promise<ChargeAttention> {
  const [state, history] = await Promise.all([
    readAttentionState(app.db, chargeId),
    acknowledgementHistory(app.db, chargeId),
  ]);
  return toChargeAttention(state, history);
}

export default function chargeAttentionRoutes(app: FastifyInstance): void {
  app.get<{ Params: { uuid: string } }>(
    '/charges/:uuid/attention/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['charges', 'triage'],
        summary:
          "A charge's attention flags and their acknowledgements; `permissionDenied` unless your consent is Given",
        security: [{ bearer: [] }],
        params: { $ref: 'uuid-params.json' },
        response: { 200: { $ref: 'charge-attention.json' } },
      },
    },
    async (request): Promise<ChargeAttention> => {
      const charge = await consentedCharge(app, principalOf(request), request.params.uuid);
      return charge ? attentionOf(app, charge.id) : permissionDenied;
    },
  );

  app.post<{ Params: { uuid: string }; Body: AttentionAcknowledgementCreate }>(
    '/charges/:uuid/attention/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['charges', 'triage'],
        summary:
          'Acknowledge a raised flag with a note (403 without your Given consent, 409 when the flag is not raised or already acknowledged); audited',
        security: [{ bearer: [] }],
        params: { $ref: 'uuid-params.json' },
        body: { $ref: 'attention-acknowledgement-create.json' },
        response: { 201: { $ref: 'charge-attention.json' } },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const charge = await consentedCharge(app, principal, request.params.uuid);
      if (!charge) {
        throw ApiError.forbidden(translate('portal.api.attention.no_consent'));
      }
      const note = request.body.note.trim();
      if (!note) {
        throw fieldError('note', translate('portal.validation.required'));
      }
      const outcome = await acknowledgeFlag(
        app.db,
        { chargeId: charge.id, code: request.body.code, note, userId: principal.user.id },
        (trx, acknowledgementId) =>
          appendAudit(trx, {
            actorUserId: principal.user.id,
            action: ATTENTION_ACKNOWLEDGE_ACTION,
            targetType: 'charge',
            targetId: charge.uuid,
            chargeId: charge.id,
            ip: request.ip,
            details: { code: request.body.code, acknowledgementId },
          }),
      );
      if (outcome !== 'acknowledged') {
        const message = translate(`portal.api.attention.${outcome}`);
        throw ApiError.conflict(message, { code: [message] });
      }
      return reply.code(201).send(await attentionOf(app, charge.id));
    },
  );
}
