import type { FastifyInstance } from 'fastify';
import {
  BALANCE_ADJUST_APPROVAL,
  BO_MEMBERS_API,
  BoAdjustmentBody,
  BoAdjustmentValue,
  BoEndSessionValue,
  BoMemberBetPage,
  BoMemberCashier,
  BoMemberDevices,
  BoMemberLedgerPage,
  BoMemberLedgerQuery,
  BoMemberMessageBody,
  BoMemberMessageValue,
  BoMemberNote,
  BoMemberNoteBody,
  BoMemberNotePage,
  BoMemberPage,
  BoMemberParams,
  BoMemberProfile,
  BoMemberReasonBody,
  BoMemberRoundPage,
  BoMemberSearchQuery,
  BoMemberSessionPage,
  BoMemberSessionParams,
  BoMemberSessionQuery,
  BoMemberStatusValue,
  BoMemberTagBody,
  BoMemberTagParams,
  BoMemberTagsValue,
  BoPageQuery,
} from '@app/contracts/backoffice';
import { requestLanguage } from '../../../errors.ts';
import type { AppContext } from '../../../lib/context.ts';
import { registerApprovalKind } from '../approvals.ts';
import { boRead, boWrite } from '../bo-route.ts';
import {
  addMemberNote,
  addMemberTag,
  adjustBalance,
  endAllMemberSessions,
  endMemberSession,
  executeAdjustmentApproval,
  lockMember,
  messageMember,
  removeMemberTag,
  unlockMember,
} from './members-actions.service.ts';
import {
  memberBets,
  memberCashier,
  memberDevices,
  memberLedger,
  memberNotes,
  memberProfile,
  memberRounds,
  memberSessions,
  searchMembers,
} from './members.service.ts';

/** The back office's members area (issue 21): reads need members.read; each write its own. */
export function registerMembersRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A second operator's confirmation (the approvals routes) runs the adjustment once.
  registerApprovalKind(BALANCE_ADJUST_APPROVAL, (approvalCtx, approval) =>
    executeAdjustmentApproval(approvalCtx, approval),
  );

  boRead(
    app,
    {
      url: BO_MEMBERS_API.search,
      summary: 'Search members by account, real name, mobile, e-mail or id',
      permission: 'members.read',
      querystring: BoMemberSearchQuery,
      response: BoMemberPage,
    },
    ({ query, request }) => searchMembers(ctx, query, requestLanguage(request)),
  );
  boRead(
    app,
    {
      url: BO_MEMBERS_API.profile,
      summary: "A member's profile",
      permission: 'members.read',
      params: BoMemberParams,
      response: BoMemberProfile,
    },
    ({ params, request }) => memberProfile(ctx, params.id, requestLanguage(request)),
  );
  boRead(
    app,
    {
      url: BO_MEMBERS_API.ledger,
      summary: "A member's ledger movements, newest first",
      permission: 'members.read',
      params: BoMemberParams,
      querystring: BoMemberLedgerQuery,
      response: BoMemberLedgerPage,
    },
    ({ params, query }) => memberLedger(ctx, params.id, query),
  );
  boRead(
    app,
    {
      url: BO_MEMBERS_API.rounds,
      summary: "A member's game rounds (in-house slots and vendors), newest first",
      permission: 'members.read',
      params: BoMemberParams,
      querystring: BoPageQuery,
      response: BoMemberRoundPage,
    },
    ({ params, query }) => memberRounds(ctx, params.id, query),
  );
  boRead(
    app,
    {
      url: BO_MEMBERS_API.bets,
      summary: "A member's lottery bets, newest first",
      permission: 'members.read',
      params: BoMemberParams,
      querystring: BoPageQuery,
      response: BoMemberBetPage,
    },
    ({ params, query, request }) => memberBets(ctx, params.id, query, requestLanguage(request)),
  );
  boRead(
    app,
    {
      url: BO_MEMBERS_API.sessions,
      summary: "A member's sessions (active or all), newest first",
      permission: 'members.read',
      params: BoMemberParams,
      querystring: BoMemberSessionQuery,
      response: BoMemberSessionPage,
    },
    ({ params, query }) => memberSessions(ctx, params.id, query),
  );
  boRead(
    app,
    {
      url: BO_MEMBERS_API.devices,
      summary: 'The browsers and addresses a member signed in from',
      permission: 'members.read',
      params: BoMemberParams,
      response: BoMemberDevices,
    },
    ({ params }) => memberDevices(ctx, params.id),
  );
  boRead(
    app,
    {
      url: BO_MEMBERS_API.cashier,
      summary: "A member's deposits and withdrawals: totals by status and the latest",
      permission: 'members.read',
      params: BoMemberParams,
      response: BoMemberCashier,
    },
    ({ params }) => memberCashier(ctx, params.id),
  );
  boRead(
    app,
    {
      url: BO_MEMBERS_API.notes,
      summary: "The operators' notes on a member, newest first",
      permission: 'members.read',
      params: BoMemberParams,
      querystring: BoPageQuery,
      response: BoMemberNotePage,
    },
    ({ params, query }) => memberNotes(ctx, params.id, query),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_MEMBERS_API.endSession,
      summary: "Ends one of a member's sessions",
      permission: 'members.write',
      params: BoMemberSessionParams,
      response: BoEndSessionValue,
    },
    ({ params }) => endMemberSession(ctx, params.id, params.sessionId),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_MEMBERS_API.endAllSessions,
      summary: 'Ends every session of a member',
      permission: 'members.write',
      params: BoMemberParams,
      response: BoEndSessionValue,
    },
    ({ params }) => endAllMemberSessions(ctx, params.id),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_MEMBERS_API.lock,
      summary: 'Locks a member out (ends its sessions); the reason is kept in the audit log',
      permission: 'members.write',
      params: BoMemberParams,
      body: BoMemberReasonBody,
      response: BoMemberStatusValue,
    },
    ({ params, body }) => lockMember(ctx, params.id, body.reason),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_MEMBERS_API.unlock,
      summary: 'Lets a locked member sign in again',
      permission: 'members.write',
      params: BoMemberParams,
      body: BoMemberReasonBody,
      response: BoMemberStatusValue,
    },
    ({ params, body }) => unlockMember(ctx, params.id, body.reason),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_MEMBERS_API.notes,
      summary: 'Adds a note on a member',
      permission: 'members.write',
      params: BoMemberParams,
      body: BoMemberNoteBody,
      response: BoMemberNote,
    },
    ({ params, body, operator }) => addMemberNote(ctx, operator, params.id, body.body),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_MEMBERS_API.tags,
      summary: 'Tags a member',
      permission: 'members.write',
      params: BoMemberParams,
      body: BoMemberTagBody,
      response: BoMemberTagsValue,
    },
    ({ params, body, operator }) => addMemberTag(ctx, operator, params.id, body.tag),
  );
  boWrite(
    app,
    ctx,
    {
      method: 'DELETE',
      url: BO_MEMBERS_API.tag,
      summary: "Removes a member's tag",
      permission: 'members.write',
      params: BoMemberTagParams,
      response: BoMemberTagsValue,
    },
    ({ params }) => removeMemberTag(ctx, params.id, params.tag),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_MEMBERS_API.message,
      summary: "Sends a message to a member's inbox",
      permission: 'members.message',
      params: BoMemberParams,
      body: BoMemberMessageBody,
      response: BoMemberMessageValue,
    },
    ({ params, body }) => messageMember(ctx, params.id, body),
  );
  boWrite(
    app,
    ctx,
    {
      url: BO_MEMBERS_API.adjust,
      summary:
        'Credits or debits a member through the ledger; above the four-eyes limit a second operator confirms',
      permission: 'members.adjust',
      params: BoMemberParams,
      body: BoAdjustmentBody,
      response: BoAdjustmentValue,
    },
    ({ params, body, operator }) => adjustBalance(ctx, operator, params.id, body),
  );
}
