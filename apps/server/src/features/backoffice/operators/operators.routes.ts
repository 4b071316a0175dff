import type { FastifyInstance } from 'fastify';
import {
  BO_OPERATORS_API,
  BoApiKeyList,
  BoApiKeyRow,
  BoCreateApiKeyBody,
  BoCreateOperatorBody,
  BoIdParams,
  BoLanguageValue,
  BoNewApiKeyValue,
  BoOperatorList,
  BoOperatorRow,
  BoRoleBody,
  BoSetupLinkValue,
  type BoLanguage,
  type OperatorRole,
} from '@app/contracts/backoffice';
import { AppError } from '../../../errors.ts';
import type { AppContext } from '../../../lib/context.ts';
import type { BoPrincipal } from '../bo-guard.ts';
import { boRead, boWrite } from '../bo-route.ts';
import {
  createApiKey,
  createOperator,
  endSessionsOf,
  resetOperatorAccess,
  revokeApiKey,
} from '../operators.service.ts';

/**
 * Operator administration (decision 043): accounts, roles, setup links and API keys, for
 * `operators.manage` (admin) only; every change is audited and never records a secret (a setup
 * link or a key is answered once and kept only as a hash). An operator cannot disable, demote or
 * reset their own account: the back office keeps at least the admin making the change.
 */
export function registerOperatorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;

  const operatorRows = () =>
    db
      .selectFrom('operators')
      .leftJoin('operators as creator', 'creator.id', 'operators.created_by')
      .select([
        'operators.id',
        'operators.username',
        'operators.display_name',
        'operators.role',
        'operators.totp_enabled',
        'operators.disabled',
        'operators.password_hash',
        'operators.locked_until',
        'operators.last_login_at',
        'operators.created_at',
        'creator.username as created_by_name',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof operatorRows>['execute']>>[number];
  const view = (row: Row): BoOperatorRow => ({
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    role: row.role as OperatorRole,
    totpEnabled: row.totp_enabled === 1,
    disabled: row.disabled === 1,
    setupPending: row.password_hash === null,
    lockedUntil: row.locked_until,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
    createdBy: row.created_by_name ?? null,
  });
  const operatorById = async (id: number): Promise<BoOperatorRow> => {
    const row = await operatorRows().where('operators.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('bo.not.found', 404);
    return view(row);
  };
  const notSelf = (caller: BoPrincipal, id: number) => {
    if (caller.operatorId === id) throw new AppError('bo.operator.self', 409);
  };

  const apiKeyRows = () =>
    db
      .selectFrom('operator_api_keys')
      .innerJoin('operators', 'operators.id', 'operator_api_keys.operator_id')
      .select([
        'operator_api_keys.id',
        'operator_api_keys.name',
        'operator_api_keys.role',
        'operator_api_keys.operator_id',
        'operators.username',
        'operator_api_keys.key_prefix',
        'operator_api_keys.created_at',
        'operator_api_keys.last_used_at',
        'operator_api_keys.revoked_at',
      ]);
  type KeyRow = Awaited<ReturnType<ReturnType<typeof apiKeyRows>['execute']>>[number];
  const keyView = (row: KeyRow): BoApiKeyRow => ({
    id: row.id,
    name: row.name,
    role: row.role as OperatorRole,
    operatorId: row.operator_id,
    operatorUsername: row.username,
    prefix: row.key_prefix,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  });
  const apiKeyById = async (id: number): Promise<BoApiKeyRow> => {
    const row = await apiKeyRows().where('operator_api_keys.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('bo.not.found', 404);
    return keyView(row);
  };

  boRead(
    app,
    {
      url: BO_OPERATORS_API.operators,
      summary: 'The operator accounts',
      permission: 'operators.manage',
      response: BoOperatorList,
    },
    async () => {
      const rows = (await operatorRows().orderBy('operators.id').execute()).map(view);
      return { rows, total: rows.length };
    },
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_OPERATORS_API.operators,
      summary: 'A new operator: answers its one-time setup link (shown once)',
      permission: 'operators.manage',
      body: BoCreateOperatorBody,
      response: BoSetupLinkValue,
    },
    async ({ body, operator }) => {
      const taken = await db
        .selectFrom('operators')
        .select('id')
        .where('username', '=', body.username.toLowerCase())
        .executeTakeFirst();
      if (taken) throw new AppError('bo.operator.taken', 409);
      const created = await createOperator(ctx, { ...body, createdBy: operator.operatorId });
      const row = await operatorById(created.id);
      return {
        value: { operator: row, setupLink: created.setupLink },
        audit: {
          action: 'operator.create',
          targetType: 'operator',
          targetId: row.id,
          after: { username: row.username, displayName: row.displayName, role: row.role },
        },
      };
    },
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_OPERATORS_API.role,
      summary: "Changes an operator's role (not one's own)",
      permission: 'operators.manage',
      params: BoIdParams,
      body: BoRoleBody,
      response: BoOperatorRow,
    },
    async ({ params, body, operator }) => {
      const before = await operatorById(params.id);
      notSelf(operator, params.id);
      if (before.role === body.role) return { value: before, audit: null };
      await db
        .updateTable('operators')
        .set({ role: body.role })
        .where('id', '=', params.id)
        .execute();
      return {
        value: { ...before, role: body.role },
        audit: {
          action: 'operator.role',
          targetType: 'operator',
          targetId: params.id,
          before: { role: before.role },
          after: { role: body.role },
        },
      };
    },
  );

  const setDisabled = (disabled: boolean) =>
    boWrite(
      app,
      ctx,
      {
        url: disabled ? BO_OPERATORS_API.disable : BO_OPERATORS_API.enable,
        summary: disabled
          ? 'Disables an operator (not oneself): their sessions end and their API keys stop working'
          : 'Enables a disabled operator again',
        permission: 'operators.manage',
        params: BoIdParams,
        response: BoOperatorRow,
      },
      async ({ params, operator }) => {
        const before = await operatorById(params.id);
        if (disabled) notSelf(operator, params.id);
        if (before.disabled === disabled) return { value: before, audit: null };
        await db
          .updateTable('operators')
          .set({ disabled: disabled ? 1 : 0 })
          .where('id', '=', params.id)
          .execute();
        // The guard refuses a disabled operator's sessions and keys anyway; ending the
        // sessions also keeps them from coming back when the account is enabled again.
        if (disabled) await endSessionsOf(ctx, params.id);
        return {
          value: { ...before, disabled },
          audit: {
            action: disabled ? 'operator.disable' : 'operator.enable',
            targetType: 'operator',
            targetId: params.id,
            before: { disabled: before.disabled },
            after: { disabled },
          },
        };
      },
    );
  setDisabled(true);
  setDisabled(false);

  boWrite(
    app,
    ctx,
    {
      url: BO_OPERATORS_API.resetAccess,
      summary:
        'A new one-time setup link: password and 2FA are set again, sessions end (not oneself)',
      permission: 'operators.manage',
      params: BoIdParams,
      response: BoSetupLinkValue,
    },
    async ({ params, operator }) => {
      const before = await operatorById(params.id);
      notSelf(operator, params.id);
      const setupLink = await resetOperatorAccess(ctx, params.id);
      return {
        value: { operator: await operatorById(params.id), setupLink },
        audit: {
          action: 'operator.reset-access',
          targetType: 'operator',
          targetId: params.id,
          before: { totpEnabled: before.totpEnabled, setupPending: before.setupPending },
          after: { totpEnabled: false, setupPending: true },
        },
      };
    },
  );

  boRead(
    app,
    {
      url: BO_OPERATORS_API.apiKeys,
      summary: 'The API keys (never the keys themselves)',
      permission: 'operators.manage',
      response: BoApiKeyList,
    },
    async () => {
      const rows = (await apiKeyRows().orderBy('operator_api_keys.id').execute()).map(keyView);
      return { rows, total: rows.length };
    },
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_OPERATORS_API.apiKeys,
      summary: 'A new API key acting with its role for an operator: answered once in full',
      permission: 'operators.manage',
      body: BoCreateApiKeyBody,
      response: BoNewApiKeyValue,
    },
    async ({ body, operator }) => {
      const owner = await operatorById(body.operatorId ?? operator.operatorId);
      const created = await createApiKey(ctx, {
        operatorId: owner.id,
        name: body.name,
        role: body.role,
      });
      const apiKey = await apiKeyById(created.id);
      return {
        value: { apiKey, key: created.key },
        audit: {
          action: 'api-key.create',
          targetType: 'api-key',
          targetId: created.id,
          after: {
            name: apiKey.name,
            operator: owner.username,
            role: apiKey.role,
            prefix: apiKey.prefix,
          },
        },
      };
    },
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_OPERATORS_API.revokeApiKey,
      summary: 'Revokes an API key: it stops working at once',
      permission: 'operators.manage',
      params: BoIdParams,
      response: BoApiKeyRow,
    },
    async ({ params }) => {
      const before = await apiKeyById(params.id);
      if (!(await revokeApiKey(ctx, params.id))) return { value: before, audit: null };
      const after = await apiKeyById(params.id);
      return {
        value: after,
        audit: {
          action: 'api-key.revoke',
          targetType: 'api-key',
          targetId: params.id,
          before: { revokedAt: null },
          after: { revokedAt: after.revokedAt },
        },
      };
    },
  );

  const languageOf = async (operatorId: number): Promise<BoLanguage> => {
    const row = await db
      .selectFrom('operators')
      .select('language')
      .where('id', '=', operatorId)
      .executeTakeFirstOrThrow();
    return row.language as BoLanguage;
  };

  boRead(
    app,
    {
      url: BO_OPERATORS_API.language,
      summary: "The signed-in operator's language",
      permission: 'signed-in',
      response: BoLanguageValue,
    },
    async ({ operator }) => ({ language: await languageOf(operator.operatorId) }),
  );

  boWrite(
    app,
    ctx,
    {
      url: BO_OPERATORS_API.language,
      summary: "Sets the signed-in operator's language",
      permission: 'signed-in',
      body: BoLanguageValue,
      response: BoLanguageValue,
    },
    async ({ body, operator }) => {
      const before = await languageOf(operator.operatorId);
      if (before === body.language) return { value: body, audit: null };
      await db
        .updateTable('operators')
        .set({ language: body.language })
        .where('id', '=', operator.operatorId)
        .execute();
      return {
        value: body,
        audit: {
          action: 'operator.language',
          targetType: 'operator',
          targetId: operator.operatorId,
          before: { language: before },
          after: { language: body.language },
        },
      };
    },
  );
}
