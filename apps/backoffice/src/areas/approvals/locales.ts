/** The approvals area's words (namespace 'approvals'). */
const pt = {
  title: 'Aprovações',
  intro:
    'Pagamentos de saque e ajustes de saldo acima do limite esperam a confirmação de um segundo operador. Quem pediu não pode confirmar o próprio pedido.',
  caption: 'Pedidos de dois operadores',
  filters: {
    status: 'Situação',
    kind: 'Tipo',
    allKinds: 'Todos os tipos',
  },
  status: {
    pending: 'Pendente',
    confirmed: 'Confirmado',
    rejected: 'Recusado',
    all: 'Todos',
  },
  /** By kind: `withdrawal.pay` is kinds.withdrawal.pay (i18next reads the dots as nesting). */
  kinds: {
    withdrawal: { pay: 'Pagamento de saque' },
    balance: { adjust: 'Ajuste de saldo' },
  },
  directions: { credit: 'crédito', debit: 'débito' },
  columns: {
    id: 'Nº',
    kind: 'Tipo',
    target: 'Para',
    amount: 'Valor',
    reason: 'Motivo',
    requestedBy: 'Pedido por',
    requestedAt: 'Pedido em',
    status: 'Situação',
    actions: 'Ações',
  },
  targets: {
    withdrawal: 'Saque #{{id}}',
    member: 'Membro #{{id}}',
  },
  ownRequest: 'Seu pedido: outro operador confirma',
  confirm: 'Confirmar',
  confirmLabel: 'Confirmar pedido #{{id}}',
  reject: 'Recusar',
  rejectLabel: 'Recusar pedido #{{id}}',
  confirmTitle: 'Confirmar pedido #{{id}}',
  confirmText:
    '{{kind}} de {{amount}} para {{target}}, pedido por {{name}}. Isto acontece uma única vez.',
  confirmButton: 'Confirmar e executar',
  rejectTitle: 'Recusar pedido #{{id}}',
  rejectText: 'Nada será executado. O motivo fica na auditoria.',
  rejectButton: 'Recusar pedido',
  confirmed: 'Pedido #{{id}} confirmado e executado.',
  rejected: 'Pedido #{{id}} recusado. Nada foi executado.',
};

type Dictionary = typeof pt;

const en: Dictionary = {
  title: 'Approvals',
  intro:
    'Withdrawal payments and balance adjustments above the limit wait for a second operator to confirm them. Whoever asked cannot confirm their own request.',
  caption: 'Two-operator requests',
  filters: {
    status: 'Status',
    kind: 'Kind',
    allKinds: 'All kinds',
  },
  status: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    rejected: 'Rejected',
    all: 'All',
  },
  kinds: {
    withdrawal: { pay: 'Withdrawal payment' },
    balance: { adjust: 'Balance adjustment' },
  },
  directions: { credit: 'credit', debit: 'debit' },
  columns: {
    id: 'No.',
    kind: 'Kind',
    target: 'For',
    amount: 'Amount',
    reason: 'Reason',
    requestedBy: 'Requested by',
    requestedAt: 'Requested',
    status: 'Status',
    actions: 'Actions',
  },
  targets: {
    withdrawal: 'Withdrawal #{{id}}',
    member: 'Member #{{id}}',
  },
  ownRequest: 'Your request: another operator confirms it',
  confirm: 'Confirm',
  confirmLabel: 'Confirm request #{{id}}',
  reject: 'Reject',
  rejectLabel: 'Reject request #{{id}}',
  confirmTitle: 'Confirm request #{{id}}',
  confirmText: '{{kind}} of {{amount}} for {{target}}, requested by {{name}}. This happens once.',
  confirmButton: 'Confirm and run',
  rejectTitle: 'Reject request #{{id}}',
  rejectText: 'Nothing will run. The reason is kept in the audit log.',
  rejectButton: 'Reject request',
  confirmed: 'Request #{{id}} confirmed and carried out.',
  rejected: 'Request #{{id}} rejected. Nothing was carried out.',
};

export const locales = { pt, en };
