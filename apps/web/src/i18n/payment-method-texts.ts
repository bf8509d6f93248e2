import { DEFAULT_BUSINESS_SETTINGS, type TPaymentMethodInfo } from '@padel/contract';
import { commonTexts } from './common-texts';
import { useLanguage } from './language-context';
import { useTexts } from './texts';

type MethodSetting = keyof TPaymentMethodInfo;

/** A plain text of the English catalogue, as compiled. */
function englishText(id: string): string {
  const message: unknown = commonTexts.en[id];
  if (typeof message === 'string') return message;
  return Array.isArray(message) && message.every((part) => typeof part === 'string')
    ? message.join('')
    : '';
}

/**
 * A payment method's title and subtitle as a player reads them: the venue's own words when it
 * wrote some; in another language than English, an English text a venue starts with (the
 * contract's default, or the seeded one the English catalogue holds) reads as the product's text
 * in that language; an empty one reads as the product's text.
 */
export function usePaymentMethodTexts(info: TPaymentMethodInfo) {
  const t = useTexts(commonTexts);
  const { language } = useLanguage();
  return (key: MethodSetting) => {
    const own = info[key];
    const defaults = DEFAULT_BUSINESS_SETTINGS.paymentMethodInfo[key];
    const text = (part: 'title' | 'subtitle') => {
      const id = `common.paymentMethodInfo.${key}.${part}`;
      if (language === 'en') return own[part] || t(id);
      const isDefault = [defaults[part], englishText(id), ''].includes(own[part]);
      return isDefault ? t(id) : own[part];
    };
    return { title: text('title'), subtitle: text('subtitle') };
  };
}
