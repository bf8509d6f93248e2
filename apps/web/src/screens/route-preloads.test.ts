import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUTH_DIALOG_HEADINGS,
  LANGUAGE_PRELOADS_FILE,
  type TLanguagePreloads,
} from '@padel/contract';
import { earlyDialogTexts, ROUTE_SCREENS, routePreloads } from '../../route-preloads';

// The gateway preloads a screen's files from the page's head, as the build lists them: the list
// must name the module the route table really loads for each path, and only what the entry does
// not load already.

const webRoot = path.resolve(import.meta.dirname, '../..');
const source = (file: string) => readFileSync(path.join(webRoot, file), 'utf8');

describe("the build's list of each screen's files", () => {
  it('names, for each path, the module the route table loads there', () => {
    const routes = source('src/screens/player-screens.ts');
    const entry = source('src/main.tsx');
    for (const screen of ROUTE_SCREENS) {
      const table = screen.prefix ? entry : routes;
      const from = path.dirname(
        path.join(webRoot, screen.prefix ? 'src/main.tsx' : 'src/screens/player-screens.ts'),
      );
      const specifier = `./${path.relative(from, path.join(webRoot, screen.module))}`
        .replace(/^\.\/\.\.\//, '../')
        .replace(/\.tsx$/, '');
      expect(table, screen.module).toContain(`import('${specifier}')`);
      if (!screen.prefix) {
        expect(
          routes.includes(`path="${screen.path}"`) || routes.includes(`path: '${screen.path}'`),
          screen.path,
        ).toBe(true);
      }
    }
  });

  it("lists a screen's chunks and stylesheets beyond those the entry loads, and its first tap's", () => {
    const root = '/web';
    const chunk = (
      fileName: string,
      moduleId: string | null,
      imports: string[],
      css: string[] = [],
      dynamicImports: string[] = [],
    ) => ({
      type: 'chunk' as const,
      fileName,
      isEntry: fileName === 'assets/index.js',
      facadeModuleId: moduleId,
      imports,
      dynamicImports,
      viteMetadata: { importedCss: new Set(css) },
    });
    const bundle = Object.fromEntries(
      [
        chunk(
          'assets/index.js',
          `${root}/src/main.tsx`,
          ['assets/framework.js'],
          [],
          ['assets/common-ur.js', 'assets/urdu-font.js'],
        ),
        // The Urdu texts: the frame's (imported by the entry when needed) and the booking screen's.
        chunk('assets/common-ur.js', `${root}/src/locales/ur/common.po`, []),
        chunk('assets/urdu-font.js', `${root}/src/i18n/urdu-font.ts`, []),
        chunk('assets/booking-ur.js', `${root}/src/locales/ur/booking.po?lingui`, []),
        chunk('assets/framework.js', null, []),
        chunk('assets/player-ui.js', null, ['assets/framework.js'], ['assets/player-ui.css']),
        // Mantine's provider, which every screen after the landing page is drawn in.
        chunk('assets/mantine-scope.js', `${root}/src/components/mantine-scope.tsx`, [
          'assets/player-ui.js',
        ]),
        ...ROUTE_SCREENS.map((screen) =>
          chunk(
            `assets/${path.basename(screen.module, '.tsx')}.js`,
            `${root}/${screen.module}`,
            screen.path === '/booking' ? ['assets/player-ui.js', 'assets/framework.js'] : [],
            screen.path === '/booking' ? ['assets/booking.css'] : [],
            screen.path === '/booking' ? ['assets/booking-ur.js', 'assets/common-ur.js'] : [],
          ),
        ),
        // The step a court tapped on the booking screen opens.
        chunk(
          'assets/date-time-step.js',
          `${root}/src/features/booking/date-time-step.tsx`,
          ['assets/player-ui.js'],
          ['assets/date-time-step.css'],
        ),
      ].map((output) => [output.fileName, output]),
    );
    const emitted: { fileName: string; source: string }[] = [];
    const plugin = routePreloads() as unknown as {
      configResolved: (config: { root: string }) => void;
      generateBundle: (this: unknown, options: unknown, bundle: unknown) => void;
    };
    plugin.configResolved({ root });
    plugin.generateBundle.call({ emitFile: (file: never) => emitted.push(file) }, {}, bundle);
    const routes = JSON.parse(emitted[0]?.source ?? '[]') as {
      path: string;
      js: string[];
      css: string[];
    }[];
    expect(routes.find((route) => route.path === '/booking')).toEqual({
      path: '/booking',
      prefix: false,
      js: [
        'assets/booking-page.js',
        'assets/player-ui.js',
        'assets/mantine-scope.js',
        'assets/date-time-step.js',
      ],
      css: ['assets/booking.css', 'assets/player-ui.css', 'assets/date-time-step.css'],
    });
    // A screen with no files of its own still brings Mantine's provider.
    expect(routes.find((route) => route.path === '/about')?.js).toEqual([
      'assets/about-page.js',
      'assets/mantine-scope.js',
      'assets/player-ui.js',
    ]);
    expect(routes).toHaveLength(ROUTE_SCREENS.length);

    // A page in Urdu names its texts' files: the frame's, and each screen's beyond those.
    const texts = JSON.parse(
      emitted.find((file) => file.fileName === LANGUAGE_PRELOADS_FILE)?.source ?? 'null',
    ) as TLanguagePreloads;
    expect(texts.entry).toEqual({ ur: ['assets/common-ur.js', 'assets/urdu-font.js'] });
    expect(texts.paths['/booking']).toEqual({ ur: ['assets/booking-ur.js'] });
    expect(texts.paths['/about']).toEqual({});
  });
});

describe("the early dialog's texts the build writes for the gateway's page", () => {
  it("reads them from the sign-in dialog's catalogs, in each language", () => {
    const english = earlyDialogTexts(webRoot, 'en');
    expect(english).toEqual({
      login: AUTH_DIALOG_HEADINGS.login.first,
      register: AUTH_DIALOG_HEADINGS.register.first,
      loading: 'Loading',
      close: 'Close',
    });
    expect(earlyDialogTexts(webRoot, 'ur')).toEqual({
      login: { title: 'دوبارہ خوش آمدید', subtitle: 'کورٹ بک کرنے کے لیے لاگ اِن کریں' },
      register: {
        title: 'اکاؤنٹ بنائیں',
        subtitle: 'ایک منٹ میں سائن اپ کریں اور کھیلنا شروع کریں',
      },
      loading: 'لوڈ ہو رہا ہے',
      close: 'بند کریں',
    });
  });
});
