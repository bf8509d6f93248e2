import button from '../components/button.module.css';
import { commonTexts } from './common-texts';
import { useLanguage } from './language-provider';
import { LANGUAGE_NAMES } from './languages';
import { useTexts } from './texts';

/**
 * The switch between English and اردو: it names the other language, in that language's own
 * script (`lang` lets a screen reader say it as it is written).
 */
export function LanguageSwitch({ block = false }: { block?: boolean }) {
  const { language, setLanguage } = useLanguage();
  const t = useTexts(commonTexts);
  const other = language === 'ur' ? 'en' : 'ur';
  return (
    <button
      type="button"
      className={button.root}
      data-variant="subtle"
      data-block={block || undefined}
      lang={other}
      aria-label={t('common.switchLanguage', { language: LANGUAGE_NAMES[other] })}
      onClick={() => void setLanguage(other)}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
