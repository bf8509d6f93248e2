import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { ReplayEarlyTaps } from '../lib/early-taps';
import { afterNextPaint, loadOneAfterAnother } from '../lib/when-idle';
// The landing page ships with the app's code: it is the first screen most players see, and a
// chunk of its own would cost one more round trip before its text shows.
import HomePage from '../features/home/home-page';
import { AppLayout } from '../layout/app-layout';
import { isForVisitors, PLAYER_SCREENS } from '../screens/player-screens';
import screens from '../components/fallback-screens.module.css';
import {
  OPEN_AUTH_MODAL_EVENT,
  ProtectedRoute,
  readAuthLinkMode,
  useSession,
} from '../features/auth';
import { MantineArea, preloadMantine } from '../components/mantine-area';
import { EnglishOnly } from '../i18n/language-provider';

type Page = ComponentType & { preload: () => Promise<unknown> };

/**
 * Every other screen is its own chunk, so the landing page loads only what it shows. A screen
 * whose code has loaded renders at once: a lazy component suspends on its first render even then,
 * and React, once it has shown the fallback, holds the screen back for its reveal throttle (300
 * ms). Each showing of a screen keeps the component it started with, so it is never remounted.
 */
const page = (load: () => Promise<{ default: ComponentType }>): Page => {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Screen() {
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Shown />;
  }
  return Object.assign(Screen, { preload });
};

const AuthModal = page(() => import('../features/auth/auth-modal'));

const fallback = (
  <div className={screens.loading}>
    <span className={screens.spinner} />
  </div>
);

/** A screen in the players' frame; all but the landing page are drawn with Mantine. */
const withLayout = (Screen: ComponentType, usesMantine = true) =>
  function LaidOut() {
    const content = (
      <>
        <Screen />
        {/* A tap made on the server's markup before the app took it over does what it says. */}
        <ReplayEarlyTaps />
      </>
    );
    return (
      <AppLayout>
        <Suspense fallback={fallback}>
          {usesMantine ? <MantineArea fallback={fallback}>{content}</MantineArea> : content}
        </Suspense>
      </AppLayout>
    );
  };

/** A screen for signed-in players; `usePrefetch` asks for its first data alongside the session. */
const signedIn = (Screen: Page, usePrefetch?: () => void) =>
  function SignedIn() {
    usePrefetch?.();
    // The screen's code loads while the session is checked, not after it.
    useEffect(() => {
      void Screen.preload();
    }, []);
    return (
      <ProtectedRoute>
        <Screen />
      </ProtectedRoute>
    );
  };

/** A screen anyone may see that asks for its first data while its code loads. */
const prefetching = (Screen: Page, usePrefetch: () => void) =>
  function Prefetching() {
    usePrefetch();
    return <Screen />;
  };

/** Made once: a component made in a render is a new type each time, and remounts its screen. */
const LaidOutHomePage = withLayout(HomePage, false);

/** A screen shown on its own, without the players' frame. */
const bare = (Screen: ComponentType) =>
  function Bare() {
    return (
      <MantineArea fallback={fallback}>
        <Screen />
      </MantineArea>
    );
  };

/** The players' screens (screens/player-screens.ts); signed-in ones check the session first. */
const ROUTES = PLAYER_SCREENS.map((row) => {
  const screen = page(row.load);
  return {
    path: row.path,
    // The screens in the frame are preloaded (preloadScreen); those on their own are not.
    page: row.isBare ? undefined : screen,
    Screen: row.isBare
      ? bare(screen)
      : withLayout(
          !isForVisitors(row)
            ? signedIn(screen, row.usePrefetch)
            : row.usePrefetch
              ? prefetching(screen, row.usePrefetch)
              : screen,
        ),
  };
});

/**
 * Loads the code of the screen at `pathname`, if it has its own, so that the app's first render
 * shows it at once (the page preloads the files: this runs them). Mantine's code runs first and
 * the screen's in a later task: each import runs all the code it brings in one go, and the two
 * together held a slow phone's page for a tap's worth of time. Never fails: a screen whose code
 * could not load tries again as it renders.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const screen = ROUTES.find(({ path }) => path === pathname)?.page;
  return screen ? loadOneAfterAnother([preloadMantine, screen.preload]) : Promise.resolve();
}

/**
 * The route table of the spec; unknown paths show the landing page. The console's routes come
 * from the web entry (`consoleRoutes`), so the players' app is built without them.
 */
export function AppRoutes({ consoleRoutes }: { consoleRoutes?: ReactNode }) {
  return (
    <>
      <Switch>
        {ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} component={Screen} />
        ))}
        {consoleRoutes && (
          <Route path="/admin/*?">
            <EnglishOnly>
              <MantineArea fallback={fallback}>{consoleRoutes}</MantineArea>
            </EnglishOnly>
          </Route>
        )}
        <Route component={LaidOutHomePage} />
      </Switch>
      <AuthModalAfterPaint />
    </>
  );
}

/**
 * The sign-in dialog, whose code loads once the screen has painted, not before, and only where it
 * may be wanted: for a visitor, on a mail's link that opens it (`?auth=`), or when something asks
 * for it (a signed-in player's session that ended); a signed-in player's screen does not load it.
 * A request made meanwhile waits for it (auth-events.ts), the page's frame showing at once. The
 * server's render has the same empty place, so the page it sent hydrates as it is.
 */
function AuthModalAfterPaint() {
  const { user, isLoading } = useSession();
  const [isPainted, setIsPainted] = useState(false);
  const [isAsked, setIsAsked] = useState(false);
  useEffect(() => afterNextPaint(() => setIsPainted(true)), []);
  useEffect(() => {
    const ask = () => setIsAsked(true);
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, ask);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, ask);
  }, []);
  const isWanted =
    isAsked ||
    (!isLoading && !user) ||
    (typeof window !== 'undefined' && readAuthLinkMode(window.location.search) !== null);
  return isPainted && isWanted ? (
    <MantineArea>
      <AuthModal />
    </MantineArea>
  ) : null;
}
