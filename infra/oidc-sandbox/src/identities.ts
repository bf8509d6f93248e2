/** The people a developer can sign in as. Their e-mails are fictitious (example.com). */
export type TestIdentity = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
};

export const TEST_IDENTITIES: readonly TestIdentity[] = [
  {
    id: 'ayesha',
    firstName: 'Ayesha',
    lastName: 'Malik',
    email: 'ayesha.malik@example.com',
    emailVerified: true,
  },
  {
    id: 'bilal',
    firstName: 'Bilal',
    lastName: 'Ahmed',
    email: 'bilal.ahmed@example.com',
    emailVerified: true,
  },
  {
    id: 'sana',
    firstName: 'Sana',
    lastName: 'Iqbal',
    email: 'sana.iqbal@example.com',
    emailVerified: false,
  },
];

/**
 * Ways the sandbox's answer can be wrong, so that a developer (and the tests) can see each
 * refused: the ID token's nonce, signing key, expiry, audience or (Microsoft) tenant issuer.
 */
export const FAULTS = {
  'wrong-nonce': 'ID token with another nonce',
  'foreign-key': 'ID token signed by another key',
  expired: 'Expired ID token',
  'wrong-audience': 'ID token for another client',
  'wrong-tenant': 'ID token whose issuer is another tenant (Microsoft)',
} as const;
export type Fault = keyof typeof FAULTS;
