import { describe, expect, it } from 'vitest';
import { ZCreateApiKeyRequest } from './api-keys';
import { VALIDATION_MESSAGES as V } from './messages';
import { USER_ID } from '../test/fixtures';
import { messageAt, parseOk } from '../test/message-at';

const agent = {
  agentFirstName: 'Bilal',
  agentLastName: 'Shah',
  email: 'Bilal@Partner.pk',
  phone: '+923001234567',
};

describe('ZCreateApiKeyRequest', () => {
  it('creates a key for an existing agent', () => {
    expect(parseOk(ZCreateApiKeyRequest, { name: 'Partner Co', owner: USER_ID }).owner).toBe(
      USER_ID,
    );
  });

  it('creates a key and a new agent from all four details', () => {
    expect(parseOk(ZCreateApiKeyRequest, { name: 'Partner Co', ...agent }).email).toBe(
      'bilal@partner.pk',
    );
  });

  it('asks for a business name', () => {
    expect(messageAt(ZCreateApiKeyRequest, { name: '', owner: USER_ID }, 'name')).toBe(
      'Please provide a business name for the API key',
    );
  });

  it('asks for an agent when none is given', () => {
    expect(messageAt(ZCreateApiKeyRequest, { name: 'Partner Co' }, 'owner')).toBe(
      'Please select an existing agent or provide new agent details',
    );
  });

  it('asks for all four agent details when only some are given', () => {
    expect(
      messageAt(ZCreateApiKeyRequest, { name: 'Partner Co', agentFirstName: 'Bilal' }, 'owner'),
    ).toBe('Please provide agent firstName, lastName, email and phone to create a new agent');
  });

  it('checks the new agent’s details', () => {
    expect(
      messageAt(ZCreateApiKeyRequest, { name: 'Partner Co', ...agent, phone: '0300' }, 'phone'),
    ).toBe(V.phoneInvalid);
    expect(
      messageAt(ZCreateApiKeyRequest, { name: 'Partner Co', ...agent, email: 'x@' }, 'email'),
    ).toBe(V.emailInvalid);
  });
});
