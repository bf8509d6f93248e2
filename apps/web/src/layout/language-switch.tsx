import button from '../components/button.module.css';
import { commonTexts } from '../i18n/common-texts';
import { useLanguage } from '../i18n/language-provider';
import { LANGUAGE_NAMES } from '../i18n/languages';
import { useTexts } from '../i18n/texts';

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
