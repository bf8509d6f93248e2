import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@padel/contract';
import { bearer, loginAdmin, type SignedIn } from '../../test/auth';
import { listCourtIds } from '../../test/bookings';
import { createTestContext, type TestContext } from '../../test/test-context';

// A multipart body the reader cannot make sense of is the caller's mistake: 400, never 500.

let t: TestContext;
let admin: SignedIn;
let uploads: Array<{ path: string; field: string }>;

beforeAll(async () => {
  t = await createTestContext();
  admin = await loginAdmin(t);
  const [courtId] = await listCourtIds(t);
  uploads = [
    { path: `/api/v1/admin/courts/${courtId}/upload-image`, field: 'image' },
    { path: '/api/v1/business/upload-logo', field: 'logo' },
    { path: '/api/v1/business/upload-favicon', field: 'favicon' },
  ];
});
afterAll(async () => {
  await t?.close();
});

const part = (field: string) =>
  `--b\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
  'Content-Type: image/png\r\n\r\n\x89PNG\r\n';

const MALFORMED: Array<{ name: string; contentType: string; body: (field: string) => string }> = [
  { name: 'no boundary', contentType: 'multipart/form-data', body: part },
  { name: 'a part cut off', contentType: 'multipart/form-data; boundary=b', body: part },
  {
    name: 'a broken part header',
    contentType: 'multipart/form-data; boundary=b',
    body: () => '--b\r\nno header here\r\n\r\nx\r\n--b--\r\n',
  },
];

describe('uploads with a malformed multipart body', () => {
  it.each(MALFORMED)(
    'answer 400 to $name on each upload endpoint',
    async ({ contentType, body }) => {
      for (const { path, field } of uploads) {
        const res = await request(t.app)
          .post(path)
          .set(bearer(admin))
          .set('Content-Type', contentType)
          .send(body(field));
        expect({ path, status: res.status }).toEqual({ path, status: 400 });
        expect(res.body.message).toBe(ERROR_MESSAGES.uploadUnreadable);
      }
    },
  );
});
