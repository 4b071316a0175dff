import {
  CONTRACT_STATUS_FIELDS,
  contractPromptEligible,
  NON_AGENT_TYPES,
  pendingContractKinds,
  type ContractKind,
  type ContractStatusValue,
} from '@app/contracts';

export interface DuePrompt {
  kind: ContractKind;
  /** The pending contract's id, as the status field carries it. */
  contractId: string;
}

/**
 * The prompts home shows (spec 4): none for exempt types (4, 40, 41, 42); otherwise one per
 * kind whose status field is non-empty, unless the member put that very offer off already.
 */
export function duePrompts(
  type: number | undefined,
  status: ContractStatusValue | undefined,
  dismissed: readonly string[],
): DuePrompt[] {
  if (type === undefined || !contractPromptEligible(type)) return [];
  return pendingContractKinds(status)
    .map((kind) => ({ kind, contractId: status![CONTRACT_STATUS_FIELDS[kind]].trim() }))
    .filter((prompt) => !dismissed.includes(prompt.contractId));
}

/** Spec 6: types 0, 4 and 40 are not agents; only agents have contract screens. */
export function isAgentSessionType(type: number): boolean {
  return !(NON_AGENT_TYPES as readonly number[]).includes(type);
}
