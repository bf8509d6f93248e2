import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { settingsTexts } from './settings-texts';

/** A password input whose show/hide toggle is a labelled, focusable button. */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const [isVisible, setIsVisible] = useState(false);
  const t = useTexts(settingsTexts);
  return (
    <PasswordInput
      {...props}
      visible={isVisible}
      onVisibilityChange={setIsVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': isVisible ? t('settings.hidePassword') : t('settings.showPassword'),
      }}
    />
  );
}
