import { CLIENT_ERROR_MESSAGES } from '@padel/contract';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import button from '../components/button.module.css';
import screens from '../components/fallback-screens.module.css';
import { useCatalogue } from '../i18n/catalogue';
import { useTexts } from '../i18n/texts';
import { appTexts } from './app-texts';

type State = { hasError: boolean };

/** The error screen's content, in the page's language. */
function ErrorScreen() {
  const t = useTexts(appTexts);
  const catalogue = useCatalogue();
  return (
    <div className={screens.error}>
      <h2>{catalogue(CLIENT_ERROR_MESSAGES.somethingWentWrong)}</h2>
      <p>{catalogue(CLIENT_ERROR_MESSAGES.renderFailed)}</p>
      <button type="button" className={button.root} onClick={() => window.location.reload()}>
        {t('app.reload')}
      </button>
    </div>
  );
}

/** The generic error screen (spec: 'Something went wrong'). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    // In Urdu the screen's texts may still have to arrive.
    return (
      <Suspense fallback={null}>
        <ErrorScreen />
      </Suspense>
    );
  }
}
