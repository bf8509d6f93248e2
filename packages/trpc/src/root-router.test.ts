import { ENDPOINT_LIST, ENDPOINTS, type EndpointName } from '@padel/contract';
import { describe, expect, it } from 'vitest';
import { createAppRouter, WITHOUT_PROCEDURE } from './root-router';
import { GATEWAY_ONLY_PROCEDURES } from './routers/auth';
import type { ProcedureMeta } from './trpc';

type Procedure = { _def: { type: string; meta?: ProcedureMeta } };
const procedures = Object.entries(
  createAppRouter({ checkAnswers: true })._def.procedures as unknown as Record<string, Procedure>,
);
const procedureNamesOf = (name: EndpointName) =>
  procedures
    .filter(([, procedure]) => procedure._def.meta?.endpoint === name)
    .map(([path]) => path);

describe('the router and the endpoint catalogue', () => {
  it('has exactly one procedure for every catalogue entry, or a reason for none', () => {
    const wrong = ENDPOINT_LIST.flatMap((entry) => {
      const found = procedureNamesOf(entry.name);
      const expected = entry.name in WITHOUT_PROCEDURE ? 0 : 1;
      return found.length === expected
        ? []
        : [`${entry.name}: ${found.length} procedures, expected ${expected}`];
    });
    expect(wrong).toEqual([]);
  });

  it('gives a reason only for entries that exist', () => {
    for (const name of Object.keys(WITHOUT_PROCEDURE)) {
      expect(ENDPOINTS).toHaveProperty([name]);
    }
  });

  it('has no procedure for an entry that answers other than JSON (a page, a script, a feed)', () => {
    const withProcedure = ENDPOINT_LIST.filter(
      (entry) => entry.raw && procedureNamesOf(entry.name).length > 0,
    ).map((entry) => entry.name);
    expect(withProcedure).toEqual([]);
  });

  it('names every procedure after its catalogue entry', () => {
    const misnamed = ENDPOINT_LIST.flatMap((entry) =>
      procedureNamesOf(entry.name).filter((path) => path !== entry.name),
    );
    expect(misnamed).toEqual([]);
  });

  it('has no procedure without an entry but the gateway’s own', () => {
    const withoutEntry = procedures
      .filter(([, procedure]) => !procedure._def.meta?.endpoint)
      .map(([path]) => path);
    expect(withoutEntry.sort()).toEqual([...GATEWAY_ONLY_PROCEDURES].sort());
  });

  it('makes GET entries queries and every other method a mutation', () => {
    const wrong = procedures.flatMap(([path, procedure]) => {
      const name = procedure._def.meta?.endpoint;
      if (!name) return [];
      const expected = ENDPOINTS[name].method === 'get' ? 'query' : 'mutation';
      return procedure._def.type === expected ? [] : [path];
    });
    expect(wrong).toEqual([]);
  });
});
