import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_MESSAGES,
  VALIDATION_MESSAGES as V,
  WEEKDAYS,
  ZBusinessSettings,
  ZPublicBusiness,
  type TBusinessSettings,
} from '@padel/contract';
import { businessSettings } from '@padel/db';
import { bearer, loginAdmin, registerPlayer, type SignedIn } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/test-context';

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestContext;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await createTestContext();
  admin = await loginAdmin(t);
  customer = await registerPlayer(t);
});
afterAll(async () => {
  await t?.close();
});

const api = () => request(t.app);

async function currentSettings(): Promise<TBusinessSettings> {
  const res = await api().get('/api/v1/business/settings').set(bearer(admin)).expect(200);
  return ZBusinessSettings.parse(res.body.data.business);
}

/** The settings as the admin screen sends them back: everything but bookkeeping. */
async function editableSettings() {
  const { updatedAt: _updatedAt, ...settings } = await currentSettings();
  return settings;
}

describe('GET /business/public', () => {
  it('answers what the public site needs to anyone, with the venue defaults', async () => {
    const res = await api().get('/api/v1/business/public').expect(200);
    const business = ZPublicBusiness.parse(res.body.data.business);
    expect(business).toMatchObject({
      businessName: 'Padel Arena',
      currency: 'PKR',
      timezone: 'Asia/Karachi',
      language: 'en',
      primaryColor: 'orange',
      secondaryColor: 'yellow',
      address: { country: 'Pakistan' },
      maintenanceMode: false,
      paymentMethods: { payAtVenue: true, jazzcashCard: true, jazzcashWallet: true },
      appSettings: { currentVersion: { ios: '1.0.0', android: '1.0.0' }, forceUpdate: false },
      socialMedia: [],
    });
    expect(Object.keys(business.businessHours).sort()).toEqual([...WEEKDAYS].sort());
  });

  it('holds nothing beyond the public fields', async () => {
    const res = await api().get('/api/v1/business/public').expect(200);
    expect(Object.keys(res.body.data.business).sort()).toEqual(
      Object.keys(ZPublicBusiness.shape).sort(),
    );
    expect(res.body.data.business).not.toHaveProperty('updatedAt');
  });
});

describe("the About page's claims", () => {
  it("start as the product doc's and are the venue's own once saved", async () => {
    const before = await api().get('/api/v1/business/public').expect(200);
    expect(ZPublicBusiness.parse(before.body.data.business).aboutClaims).toEqual([
      { value: '500+', label: 'Players' },
      { value: '50+', label: 'Courts' },
      { value: '24/7', label: 'Online booking' },
    ]);

    const claims = [
      { value: '4', label: 'Courts' },
      { value: '120+', label: 'Players' },
    ];
    await api()
      .patch('/api/v1/admin/settings')
      .set(bearer(admin))
      .send({ aboutClaims: claims })
      .expect(200);
    const after = await api().get('/api/v1/business/public').expect(200);
    expect(ZPublicBusiness.parse(after.body.data.business).aboutClaims).toEqual(claims);

    const settings = await editableSettings();
    expect(settings.aboutClaims).toEqual(claims);
    await api()
      .put('/api/v1/business/settings')
      .set(bearer(admin))
      .send({ ...settings, aboutClaims: [{ value: '6', label: 'Courts' }] })
      .expect(200);
    const replaced = await api().get('/api/v1/business/public').expect(200);
    expect(replaced.body.data.business.aboutClaims).toEqual([{ value: '6', label: 'Courts' }]);
  });

  it('keep at most three, each short', async () => {
    const four = Array.from({ length: 4 }, (_, index) => ({ value: `${index}`, label: 'Courts' }));
    const tooMany = await api()
      .patch('/api/v1/admin/settings')
      .set(bearer(admin))
      .send({ aboutClaims: four })
      .expect(400);
    expect(tooMany.body.message).toBe(BUSINESS_MESSAGES.aboutClaimsLimit);
    await api()
      .patch('/api/v1/admin/settings')
      .set(bearer(admin))
      .send({ aboutClaims: [{ value: 'x'.repeat(21), label: 'Courts' }] })
      .expect(400);
  });

  it('read as the defaults from settings saved before the venue had them', async () => {
    const { aboutClaims: _claims, ...older } = await editableSettings();
    await t.db.update(businessSettings).set({ settings: older });
    const res = await api().get('/api/v1/business/public').expect(200);
    expect(res.body.data.business.aboutClaims).toEqual([
      { value: '500+', label: 'Players' },
      { value: '50+', label: 'Courts' },
      { value: '24/7', label: 'Online booking' },
    ]);
  });
});

describe('GET and PUT /business/settings', () => {
  it('answers the whole settings object to an admin', async () => {
    const settings = await currentSettings();
    expect(settings.businessName).toBe('Padel Arena');
    expect(settings.updatedAt).toMatch(/Z$/);
  });

  it('saves the whole object and the public site reads it', async () => {
    const settings = await editableSettings();
    const changed = {
      ...settings,
      businessName: 'Lahore Padel Club',
      email: 'Info@LahorePadel.PK',
      phone: '+924235550000',
      website: 'https://lahorepadel.pk',
      address: { ...settings.address, city: 'Lahore' },
      businessHours: {
        ...settings.businessHours,
        friday: { open: '08:00', close: '24:00', isClosed: false },
      },
      paymentMethods: { payAtVenue: true, jazzcashCard: false, jazzcashWallet: true },
      appSettings: {
        ...settings.appSettings,
        playStoreUrl: 'https://play.google.com/store/apps/details?id=pk.padel',
      },
    };
    const res = await api()
      .put('/api/v1/business/settings')
      .set(bearer(admin))
      .send(changed)
      .expect(200);
    expect(res.body.message).toBe('Business settings saved successfully!');
    const saved = ZBusinessSettings.parse(res.body.data.business);
    expect(saved).toMatchObject({
      businessName: 'Lahore Padel Club',
      email: 'info@lahorepadel.pk',
      address: { city: 'Lahore', country: 'Pakistan' },
      businessHours: { friday: { open: '08:00', close: '24:00', isClosed: false } },
      paymentMethods: { jazzcashCard: false },
    });
    expect(saved.updatedAt).toBe(t.clock.now().toISOString());

    const pub = await api().get('/api/v1/business/public').expect(200);
    expect(pub.body.data.business).toMatchObject({
      businessName: 'Lahore Padel Club',
      paymentMethods: { payAtVenue: true, jazzcashCard: false, jazzcashWallet: true },
    });
  });

  it.each([
    [{ businessName: '' }, 'businessName', 'Business name is required'],
    [{ email: 'venue@' }, 'email', V.emailInvalid],
    [{ website: 'venue.pk' }, 'website', V.urlInvalid],
    [{ currency: 'INR' }, 'currency', BUSINESS_MESSAGES.currencyInvalid],
    [{ timezone: 'Mars/Base' }, 'timezone', BUSINESS_MESSAGES.timezoneInvalid],
  ])('refuses %j with the field message', async (override, field, message) => {
    const settings = await editableSettings();
    const res = await api()
      .put('/api/v1/business/settings')
      .set(bearer(admin))
      .send({ ...settings, ...override })
      .expect(400);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('refuses a day that closes before it opens', async () => {
    const settings = await editableSettings();
    const res = await api()
      .put('/api/v1/business/settings')
      .set(bearer(admin))
      .send({
        ...settings,
        businessHours: {
          ...settings.businessHours,
          monday: { open: '22:00', close: '06:00', isClosed: false },
        },
      })
      .expect(400);
    expect(res.body.errors).toContainEqual({
      field: 'businessHours.monday.close',
      message: V.closeAfterOpen,
    });
  });

  it('refuses a partial object on PUT', async () => {
    const res = await api()
      .put('/api/v1/business/settings')
      .set(bearer(admin))
      .send({ businessName: 'Only a name' })
      .expect(400);
    expect(res.body.errors.length).toBeGreaterThan(1);
  });

  it('keeps the ids of social links it is sent and gives new links one', async () => {
    const added = await api()
      .post('/api/v1/business/social-media')
      .set(bearer(admin))
      .send({ platform: 'instagram', url: 'https://instagram.com/padel' })
      .expect(201);
    const [existing] = added.body.data.business.socialMedia;
    const settings = await editableSettings();
    const res = await api()
      .put('/api/v1/business/settings')
      .set(bearer(admin))
      .send({
        ...settings,
        socialMedia: [
          ...settings.socialMedia,
          { platform: 'youtube', url: 'https://youtube.com/@padel' },
        ],
      })
      .expect(200);
    const links = res.body.data.business.socialMedia;
    expect(links[0]._id).toBe(existing._id);
    expect(links[1]).toMatchObject({
      platform: 'youtube',
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await api()
      .put('/api/v1/business/settings')
      .set(bearer(admin))
      .send({ ...settings, socialMedia: [] })
      .expect(200);
  });

  it('is for admins only: 401 anonymous, 403 customer', async () => {
    await api().get('/api/v1/business/settings').expect(401);
    await api().get('/api/v1/business/settings').set(bearer(customer)).expect(403);
    const settings = await editableSettings();
    await api().put('/api/v1/business/settings').send(settings).expect(401);
    await api().put('/api/v1/business/settings').set(bearer(customer)).send(settings).expect(403);
  });
});

describe('GET and PATCH /admin/settings', () => {
  it('answers the settings to an admin', async () => {
    const res = await api().get('/api/v1/admin/settings').set(bearer(admin)).expect(200);
    expect(ZBusinessSettings.parse(res.body.data.business)).toEqual(await currentSettings());
  });

  it('changes only what it is given, merging nested objects field by field', async () => {
    const before = await currentSettings();
    const res = await api()
      .patch('/api/v1/admin/settings')
      .set(bearer(admin))
      .send({
        tagline: 'Play more padel',
        address: { street: '12 Canal Road' },
        paymentMethods: { jazzcashWallet: false },
        appSettings: { currentVersion: { android: '1.2.0' }, forceUpdate: true },
        paymentMethodInfo: { payAtVenue: { subtitle: 'Cash at the desk' } },
        businessHours: { sunday: { isClosed: true } },
      })
      .expect(200);
    expect(res.body.message).toBe('Business settings saved successfully!');
    const after = ZBusinessSettings.parse(res.body.data.business);
    expect(after).toEqual({
      ...before,
      tagline: 'Play more padel',
      address: { ...before.address, street: '12 Canal Road' },
      paymentMethods: { ...before.paymentMethods, jazzcashWallet: false },
      appSettings: {
        ...before.appSettings,
        currentVersion: { ...before.appSettings.currentVersion, android: '1.2.0' },
        forceUpdate: true,
      },
      paymentMethodInfo: {
        ...before.paymentMethodInfo,
        payAtVenue: { ...before.paymentMethodInfo.payAtVenue, subtitle: 'Cash at the desk' },
      },
      businessHours: {
        ...before.businessHours,
        sunday: { ...before.businessHours.sunday, isClosed: true },
      },
      updatedAt: after.updatedAt,
    });
  });

  it('checks the merged result, so a day cannot end up closing before it opens', async () => {
    const res = await api()
      .patch('/api/v1/admin/settings')
      .set(bearer(admin))
      .send({ businessHours: { tuesday: { close: '05:00' } } })
      .expect(400);
    expect(res.body.errors).toContainEqual({
      field: 'businessHours.tuesday.close',
      message: V.closeAfterOpen,
    });
  });

  it('refuses a bad field with its message', async () => {
    const res = await api()
      .patch('/api/v1/admin/settings')
      .set(bearer(admin))
      .send({ appSettings: { currentVersion: { ios: '2' } } })
      .expect(400);
    expect(res.body.errors).toContainEqual({
      field: 'appSettings.currentVersion.ios',
      message: V.versionInvalid,
    });
  });

  it('is for admins only: 401 anonymous, 403 customer', async () => {
    await api().get('/api/v1/admin/settings').expect(401);
    await api().get('/api/v1/admin/settings').set(bearer(customer)).expect(403);
    await api().patch('/api/v1/admin/settings').send({ tagline: 'x' }).expect(401);
    await api()
      .patch('/api/v1/admin/settings')
      .set(bearer(customer))
      .send({ tagline: 'x' })
      .expect(403);
  });
});

describe('PUT /business/maintenance', () => {
  it('turns maintenance mode on with a message the public site shows, and off again', async () => {
    const on = await api()
      .put('/api/v1/business/maintenance')
      .set(bearer(admin))
      .send({ maintenanceMode: true, maintenanceMessage: 'Resurfacing until Friday' })
      .expect(200);
    expect(on.body.message).toBe(BUSINESS_MESSAGES.maintenanceOn);
    expect(on.body.data.business).toMatchObject({
      maintenanceMode: true,
      maintenanceMessage: 'Resurfacing until Friday',
    });
    const pub = await api().get('/api/v1/business/public').expect(200);
    expect(pub.body.data.business).toMatchObject({
      maintenanceMode: true,
      maintenanceMessage: 'Resurfacing until Friday',
    });

    const off = await api()
      .put('/api/v1/business/maintenance')
      .set(bearer(admin))
      .send({ maintenanceMode: false })
      .expect(200);
    expect(off.body.message).toBe(BUSINESS_MESSAGES.maintenanceOff);
    expect(off.body.data.business).toMatchObject({
      maintenanceMode: false,
      maintenanceMessage: '',
    });
  });

  it('needs maintenanceMode', async () => {
    const res = await api()
      .put('/api/v1/business/maintenance')
      .set(bearer(admin))
      .send({ maintenanceMessage: 'x' })
      .expect(400);
    expect(res.body.errors[0].field).toBe('maintenanceMode');
  });

  it('is for admins only', async () => {
    await api().put('/api/v1/business/maintenance').send({ maintenanceMode: true }).expect(401);
    await api()
      .put('/api/v1/business/maintenance')
      .set(bearer(customer))
      .send({ maintenanceMode: true })
      .expect(403);
  });
});

describe('social media links', () => {
  it('adds a link with an _id and answers the business with its links', async () => {
    const res = await api()
      .post('/api/v1/business/social-media')
      .set(bearer(admin))
      .send({
        platform: 'facebook',
        url: 'https://facebook.com/padel',
        customName: 'ignored',
        customIcon: '🙂',
      })
      .expect(201);
    expect(res.body.message).toBe(BUSINESS_MESSAGES.socialMediaAdded);
    const links = ZBusinessSettings.parse(res.body.data.business).socialMedia;
    expect(links.at(-1)).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      platform: 'facebook',
      url: 'https://facebook.com/padel',
      customName: '',
      customIcon: '',
    });
  });

  it('keeps the name and emoji of a custom link', async () => {
    const res = await api()
      .post('/api/v1/business/social-media')
      .set(bearer(admin))
      .send({
        platform: 'custom',
        url: 'https://blog.padel.pk',
        customName: 'Blog',
        customIcon: '📝',
      })
      .expect(201);
    expect(res.body.data.business.socialMedia.at(-1)).toMatchObject({
      platform: 'custom',
      customName: 'Blog',
      customIcon: '📝',
    });
  });

  it.each([
    [{ platform: 'facebook', url: '' }, 'url', 'URL is required'],
    [{ platform: 'facebook' }, 'url', 'URL is required'],
    [{ platform: 'facebook', url: 'facebook' }, 'url', V.urlInvalid],
    [
      { platform: 'myspace', url: 'https://myspace.com/x' },
      'platform',
      BUSINESS_MESSAGES.platformInvalid,
    ],
  ])('refuses %j with the field message', async (body, field, message) => {
    const res = await api()
      .post('/api/v1/business/social-media')
      .set(bearer(admin))
      .send(body)
      .expect(400);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('edits and removes a link by its id', async () => {
    const added = await api()
      .post('/api/v1/business/social-media')
      .set(bearer(admin))
      .send({ platform: 'tiktok', url: 'https://tiktok.com/@padel' })
      .expect(201);
    const link = added.body.data.business.socialMedia.at(-1);
    const count = added.body.data.business.socialMedia.length;

    const edited = await api()
      .put(`/api/v1/business/social-media/${link._id}`)
      .set(bearer(admin))
      .send({ platform: 'whatsapp', url: 'https://wa.me/923001234567' })
      .expect(200);
    expect(edited.body.message).toBe(BUSINESS_MESSAGES.socialMediaUpdated);
    expect(
      edited.body.data.business.socialMedia.find((l: { _id: string }) => l._id === link._id),
    ).toMatchObject({
      platform: 'whatsapp',
      url: 'https://wa.me/923001234567',
    });

    const removed = await api()
      .delete(`/api/v1/business/social-media/${link._id}`)
      .set(bearer(admin))
      .expect(200);
    expect(removed.body.message).toBe(BUSINESS_MESSAGES.socialMediaRemoved);
    expect(removed.body.data.business.socialMedia).toHaveLength(count - 1);
    expect(removed.body.data.business.socialMedia.map((l: { _id: string }) => l._id)).not.toContain(
      link._id,
    );
  });

  it('answers 404 for an unknown link and 400 for a malformed id', async () => {
    const put = await api()
      .put(`/api/v1/business/social-media/${UNKNOWN_ID}`)
      .set(bearer(admin))
      .send({ platform: 'facebook', url: 'https://facebook.com/x' })
      .expect(404);
    expect(put.body.message).toBe('Social media link not found');
    await api()
      .delete(`/api/v1/business/social-media/${UNKNOWN_ID}`)
      .set(bearer(admin))
      .expect(404);
    await api().delete('/api/v1/business/social-media/abc').set(bearer(admin)).expect(400);
  });

  it('keeps at most 20 links', async () => {
    const settings = await editableSettings();
    const full = Array.from({ length: 20 }, (_, i) => ({
      platform: 'custom',
      url: `https://x.pk/${i}`,
      customName: `L${i}`,
      customIcon: '',
    }));
    await api()
      .put('/api/v1/business/settings')
      .set(bearer(admin))
      .send({ ...settings, socialMedia: full })
      .expect(200);
    const res = await api()
      .post('/api/v1/business/social-media')
      .set(bearer(admin))
      .send({ platform: 'facebook', url: 'https://facebook.com/one-more' })
      .expect(400);
    expect(res.body.message).toBe(BUSINESS_MESSAGES.socialMediaLimit);
    await api()
      .put('/api/v1/business/settings')
      .set(bearer(admin))
      .send({ ...settings, socialMedia: [] })
      .expect(200);
  });

  it('is for admins only', async () => {
    const body = { platform: 'facebook', url: 'https://facebook.com/x' };
    await api().post('/api/v1/business/social-media').send(body).expect(401);
    await api().post('/api/v1/business/social-media').set(bearer(customer)).send(body).expect(403);
    await api()
      .put(`/api/v1/business/social-media/${UNKNOWN_ID}`)
      .set(bearer(customer))
      .send(body)
      .expect(403);
    await api().delete(`/api/v1/business/social-media/${UNKNOWN_ID}`).expect(401);
  });
});

describe('logo and favicon uploads', () => {
  it.each([
    ['upload-logo', 'logo', 'logoUrl', BUSINESS_MESSAGES.logoUploaded],
    ['upload-favicon', 'favicon', 'faviconUrl', BUSINESS_MESSAGES.faviconUploaded],
  ] as const)(
    'POST /business/%s stores the image in the "%s" field and serves it',
    async (call, field, key, message) => {
      const res = await api()
        .post(`/api/v1/business/${call}`)
        .set(bearer(admin))
        .attach(field, PNG, { filename: `${field}.png`, contentType: 'image/png' })
        .expect(200);
      expect(res.body.message).toBe(message);
      const { url, business } = res.body.data;
      expect(url).toMatch(/^\/uploads\/business\/[0-9a-f-]{36}\.png$/);
      expect(business[key]).toBe(url);
      const served = await api().get(url).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      const pub = await api().get('/api/v1/business/public').expect(200);
      expect(pub.body.data.business[key]).toBe(url);
    },
  );

  it('removes the logo it replaces', async () => {
    const upload = () =>
      api()
        .post('/api/v1/business/upload-logo')
        .set(bearer(admin))
        .attach('logo', PNG, { filename: 'logo.png', contentType: 'image/png' })
        .expect(200);
    const first = (await upload()).body.data.url as string;
    await api().get(first).expect(200);
    await upload();
    await api().get(first).expect(404);
  });

  it('refuses a file that is not an image and keeps the current logo', async () => {
    const before = (await currentSettings()).logoUrl;
    const res = await api()
      .post('/api/v1/business/upload-logo')
      .set(bearer(admin))
      .attach('logo', Buffer.from('%PDF-1.4'), {
        filename: 'logo.pdf',
        contentType: 'application/pdf',
      })
      .expect(400);
    expect(res.body.message).toBe('Only image files are allowed');
    expect((await currentSettings()).logoUrl).toBe(before);
  });

  it('refuses an image sent in another field', async () => {
    const res = await api()
      .post('/api/v1/business/upload-favicon')
      .set(bearer(admin))
      .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(400);
    expect(res.body.message).toBe('Upload a single image in the "favicon" field');
  });

  it('is for admins only', async () => {
    await api()
      .post('/api/v1/business/upload-logo')
      .attach('logo', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(401);
    await api()
      .post('/api/v1/business/upload-favicon')
      .set(bearer(customer))
      .attach('favicon', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(403);
  });
});
