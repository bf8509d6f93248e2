import { PHONE_PREFIX, type TCreateApiKeyInput } from '@padel/contract';

export type TKeyValues = {
  name: string;
  ownerMode: 'existing' | 'new';
  owner: string;
  agentFirstName: string;
  agentLastName: string;
  email: string;
  phone: string;
};

/** The creation call's body: the chosen agent, or the new agent's four details. */
export function toCreateKeyInput(values: TKeyValues): TCreateApiKeyInput {
  if (values.ownerMode === 'existing')
    return { name: values.name, ...(values.owner ? { owner: values.owner } : {}) };
  const details = {
    agentFirstName: values.agentFirstName,
    agentLastName: values.agentLastName,
    email: values.email,
    // The +92 prefix alone is an empty phone.
    phone: values.phone === PHONE_PREFIX ? '' : values.phone,
  };
  return { name: values.name, ...details };
}

export const INITIAL_KEY_VALUES: TKeyValues = {
  name: '',
  ownerMode: 'existing',
  owner: '',
  agentFirstName: '',
  agentLastName: '',
  email: '',
  phone: PHONE_PREFIX,
};
