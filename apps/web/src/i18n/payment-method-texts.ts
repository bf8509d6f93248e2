import { DEFAULT_BUSINESS_SETTINGS, type TPaymentMethodInfo } from '@padel/contract';
import { commonTexts } from './common-texts';
import { useTexts } from './texts';

type MethodSetting = keyof TPaymentMethodInfo;

/**
 * A payment method's title and subtitle as a player reads them: the venue's own words when it
 * wrote some, else (empty, or still the English defaults it started with) the product's text in
 * the reader's language.
 */
export function usePaymentMethodTexts(info: TPaymentMethodInfo) {
  const t = useTexts(commonTexts);
  return (key: MethodSetting) => {
    const own = info[key];
    const defaults = DEFAULT_BUSINESS_SETTINGS.paymentMethodInfo[key];
    const isDefault = (text: string, fallback: string) => text === '' || text === fallback;
    return {
      title: isDefault(own.title, defaults.title)
        ? t(`common.paymentMethodInfo.${key}.title`)
        : own.title,
      subtitle: isDefault(own.subtitle, defaults.subtitle)
        ? t(`common.paymentMethodInfo.${key}.subtitle`)
        : own.subtitle,
    };
  };
}
